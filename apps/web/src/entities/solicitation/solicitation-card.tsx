import { missionTime } from '@drones/shared/mission-time';
import type { Solicitation, Urgency } from '@drones/shared/solicitations';
import { CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { CapabilityBadges } from '@/entities/capability/capability-badges';
import { truncate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';

/** Spec §9: request names are cut at 52 characters on cards. */
export const CARD_NAME_MAX = 52;

/** The request's urgency as written on the wire; 'urgente' in red. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        // An explicit sRGB red (white text at 6.5:1), not a theme colour defined in oklch.
        urgency === 'urgente' ? 'bg-[rgb(185,28,28)] text-white' : 'bg-brand-50 text-brand-800',
      )}
    >
      {urgency}
    </span>
  );
}

interface SolicitationCardProps {
  solicitation: Solicitation;
  /** Buttons and links at the card's foot; without them the whole card opens the request. */
  actions?: ReactNode;
}

/**
 * A request in a list: urgency, name, when the mission is, description, required capabilities
 * and creation date.
 */
export function SolicitationCard({ solicitation, actions }: SolicitationCardProps) {
  const { id, name, description, urgency, createdAt, requiredCapabilities } = solicitation;
  const when = missionTime(solicitation.date, solicitation.hour);
  const shortName = truncate(name, CARD_NAME_MAX);

  const body = (
    <Card
      className={cn(
        'flex h-full w-full min-w-0 flex-col p-5',
        !actions && 'group-hover:border-brand-300 transition-colors group-hover:shadow-md',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <UrgencyBadge urgency={urgency} />
        <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <span>
            Criada em <time dateTime={createdAt}>{formatDate(createdAt)}</time>
          </span>
        </span>
      </div>
      <h3
        className="mt-3 font-semibold break-words text-slate-900"
        title={shortName === name ? undefined : name}
      >
        {shortName}
      </h3>
      {when && (
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{when}</span>
        </p>
      )}
      <p className="mt-1.5 line-clamp-3 text-sm break-words text-slate-600">{description}</p>
      <CapabilityBadges
        label="Capacidades necessárias"
        capabilities={requiredCapabilities}
        className="mt-3"
      />
      {actions && <div className="mt-auto flex flex-wrap gap-2 pt-5">{actions}</div>}
    </Card>
  );

  if (actions) return body;
  return (
    <Link
      to={paths.solicitation(id)}
      className="group focus-visible:outline-brand-600 flex h-full w-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {body}
    </Link>
  );
}
