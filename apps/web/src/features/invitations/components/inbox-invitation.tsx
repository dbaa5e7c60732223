import type { Invitation } from '@drones/shared/invitations';
import { missionTime } from '@drones/shared/mission-time';
import { ChevronRight, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PhoneLink } from '@/components/contact-links';
import { InvitationAnswer } from '@/entities/invitation/invitation-answer';
import { UrgencyBadge } from '@/entities/solicitation/solicitation-card';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { InvitationMessage } from '@/entities/invitation/invitation-message';

/**
 * One invitation in the pilot's inbox: the request in brief, who calls and his message, and the
 * pilot's answer. Of a cancelled request only its name is left, and when it was cancelled.
 */
export function InboxInvitation({ invitation }: { invitation: Invitation }) {
  const { solicitation, cancelledAt } = invitation;

  return (
    <article
      aria-label={solicitation.name}
      className={cn(
        'space-y-3 rounded-2xl border bg-white p-4 shadow-sm',
        cancelledAt ? 'border-slate-300 bg-slate-50' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{solicitation.name}</h3>
        <UrgencyBadge urgency={solicitation.urgency} />
      </div>
      {cancelledAt ? (
        <p className="text-sm text-slate-700">
          Cancelada por quem a criou em{' '}
          <time dateTime={cancelledAt}>{formatDateTime(cancelledAt)}</time>. Não é preciso ir ao
          local.
        </p>
      ) : (
        <>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {solicitation.place}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {missionTime(solicitation.date, solicitation.hour)}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            Quem chama: <span className="font-medium">{solicitation.creator.name}</span>
          </p>
          {solicitation.creator.phone && (
            <p className="text-sm">
              <PhoneLink phone={solicitation.creator.phone} />
            </p>
          )}
        </>
      )}
      {invitation.message && (
        <InvitationMessage message={invitation.message} from={solicitation.creator.name} />
      )}
      <InvitationAnswer invitation={invitation} />
      {!cancelledAt && (
        <Link
          to={paths.solicitation(solicitation.id)}
          className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          Ver a solicitação
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </article>
  );
}
