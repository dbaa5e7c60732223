import { SOLICITATION_FINISHED, type Invitation } from '@drones/shared/invitations';
import { missionTime } from '@drones/shared/mission-time';
import { Check, ChevronRight, Clock, MapPin, X } from 'lucide-react';
import { Link } from 'react-router';
import { PhoneLink } from '@/components/contact-links';
import { Button } from '@/components/ui/button';
import { UrgencyBadge } from '@/entities/solicitation/solicitation-card';
import { paths } from '@/lib/paths';
import { WAITING_FOR_CONNECTION } from '@/lib/messages';
import { useAnswerFromInbox, usePendingAnswer } from '../api/inbox';
import { STANDING, WAITING_ANSWER } from './standing';

/** One invitation in the pilot's inbox: the request in brief, who calls, and his answer. */
export function InboxInvitation({ invitation }: { invitation: Invitation }) {
  const { solicitation } = invitation;
  const answer = useAnswerFromInbox();
  const waiting = usePendingAnswer(invitation.id);
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate({ id: invitation.id, answer: choice });
  const chosen = { accept: 'accepted', decline: 'declined' } as const;

  return (
    <article
      aria-label={solicitation.name}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{solicitation.name}</h3>
        <UrgencyBadge urgency={solicitation.urgency} />
      </div>
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
      <p role="status" className="text-sm font-medium text-slate-900">
        {waiting
          ? `${WAITING_FOR_CONNECTION}: ${WAITING_ANSWER[waiting]}`
          : solicitation.isFinished
            ? SOLICITATION_FINISHED
            : STANDING[invitation.status]}
      </p>
      {!solicitation.isFinished && (
        <div className="grid gap-2 sm:grid-cols-2">
          {(['accept', 'decline'] as const).map((choice) => {
            const current = waiting ? waiting === choice : invitation.status === chosen[choice];
            return (
              <Button
                key={choice}
                variant={current ? 'default' : 'outline'}
                aria-pressed={current}
                disabled={answer.isPending || waiting !== null}
                onClick={() => send(choice)}
              >
                {choice === 'accept' ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
                {choice === 'accept' ? 'Vou participar' : 'Não posso'}
              </Button>
            );
          })}
        </div>
      )}
      <Link
        to={paths.solicitation(solicitation.id)}
        className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
      >
        Ver a solicitação
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
