import type { InvitationStatus } from '@drones/shared/invitations';
import type { PilotMatch } from '@drones/shared/matching';
import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PhoneLink } from '@/components/contact-links';
import { Avatar } from '@/components/ui/avatar';
import { availabilityPlace } from '@/entities/pilot/availability-schema';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { ConflictNote } from './conflict-note';
import { InvitationBadge } from './invitation-badge';
import { MatchReasons } from './match-reasons';

const INVITATION_LABELS: Record<InvitationStatus, string> = {
  invited: 'Convidado',
  accepted: 'Aceitou',
  declined: 'Recusou',
  volunteered: 'Voluntário',
};

/** The creator's choice of this pilot for the next call-out. */
export interface MatchSelection {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One recommended pilot: his rank and score, where he is, every reason, and how to reach him;
 * with `selection`, a box to pick him for a call-out (none once he has an invitation).
 */
export function MatchCard({
  match,
  rank,
  selection,
}: {
  match: PilotMatch;
  rank: number;
  selection?: MatchSelection | undefined;
}) {
  const { pilot, score, reasons, invitation, conflict } = match;
  const { name } = pilot;
  const selectable = selection && !invitation;
  return (
    <article
      aria-label={`${rank}º ${name}`}
      className={cn(
        'flex h-full min-w-0 flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm',
        selectable && selection.checked
          ? 'border-brand-600 ring-brand-600 ring-1'
          : 'border-slate-200',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={pilot.name} src={pilot.urlPhoto} size="md" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm font-semibold text-slate-500">{rank}º</span>
            <span className="min-w-0 font-semibold break-words text-slate-900">{name}</span>
            {invitation && (
              <InvitationBadge
                status={invitation.status}
                label={INVITATION_LABELS[invitation.status]}
              />
            )}
          </p>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{availabilityPlace(pilot)}</span>
          </p>
        </div>
        <p className="shrink-0 text-center">
          <span className="sr-only">Pontuação {score} de 100</span>
          <span className="text-brand-700 block text-2xl leading-none font-bold" aria-hidden="true">
            {score}
          </span>
          <span className="text-xs text-slate-500" aria-hidden="true">
            pontos
          </span>
        </p>
      </div>
      <MatchReasons reasons={reasons} />
      <ConflictNote conflict={conflict} />
      {selectable && (
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={selection.checked}
            onChange={(event) => selection.onChange(event.target.checked)}
            className="accent-brand-600 size-5"
            aria-label={`Selecionar ${name}`}
          />
          Selecionar para convocar
        </label>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        {pilot.phone ? <PhoneLink phone={pilot.phone} /> : <span />}
        <Link
          to={paths.driver(pilot.id)}
          className="text-brand-700 inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
          aria-label={`Ver perfil de ${name}`}
        >
          Ver perfil
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
