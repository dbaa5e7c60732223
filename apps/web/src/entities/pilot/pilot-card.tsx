import type { UserListItem } from '@drones/shared/users';
import { Drone, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { shortName, truncate } from '@/lib/format';
import { availabilityPlace } from './availability-schema';

/** Spec §9: pilots' e-mails are cut at 22 characters in the driver list. */
export const CARD_EMAIL_MAX = 22;

export type PilotCardPilot = Pick<
  UserListItem,
  'name' | 'urlPhoto' | 'email' | 'disponibility' | 'equipments'
> &
  Partial<Pick<UserListItem, 'distanceKm'>>;

const kilometres = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * 'a 12,3 km'; a pilot in the request's own municipality (places are municipalities, so his
 * distance is nil) reads as the matches' reason does: 'no mesmo município' (docs/design.md §8).
 */
function distanceLabel(km: number): string {
  const rounded = kilometres.format(km);
  return rounded === '0' ? 'no mesmo município' : `a ${rounded} km`;
}

interface PilotCardProps {
  pilot: PilotCardPilot;
  /** Where the card leads (the pilot's page). */
  to: string;
  showEmail?: boolean;
  /** A mark beside the name, e.g. that the pilot was already asked. */
  badge?: ReactNode;
}

/** A registered pilot in a list: photo or initials, short name, where he flies from. */
export function PilotCard({ pilot, to, showEmail = false, badge }: PilotCardProps) {
  const { name, urlPhoto, email, disponibility, equipments, distanceKm } = pilot;

  return (
    <Link
      to={to}
      className="group hover:border-brand-300 focus-visible:outline-brand-600 flex h-full min-w-0 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <Avatar name={name} src={urlPhoto} size="md" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="group-hover:text-brand-700 min-w-0 truncate font-semibold text-slate-900">
            {shortName(name)}
          </span>
          {badge}
        </span>
        <span className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {disponibility ? availabilityPlace(disponibility) : 'Local não informado'}
            {distanceKm != null && (
              <>
                {' · '}
                <span className="font-medium whitespace-nowrap text-slate-800">
                  {distanceLabel(distanceKm)}
                </span>
              </>
            )}
          </span>
        </span>
        <span className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
          <Drone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {equipments.length > 0
              ? equipments.map((drone) => `${drone.manufacture} ${drone.name}`).join(', ')
              : 'Nenhum equipamento cadastrado'}
          </span>
        </span>
        {showEmail && (
          <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-600" title={email}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-all">{truncate(email, CARD_EMAIL_MAX)}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
