import {
  SOLICITATION_CANCELLED,
  SOLICITATION_FINISHED,
  type Invitation,
} from '@drones/shared/invitations';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WAITING_FOR_CONNECTION } from '@/lib/messages';
import { useAnswerAsPilot, usePendingAnswer } from './invitation-api';
import { STANDING, WAITING_ANSWER } from './standing';
import { TermsNotice } from './terms-notice';

const CHOICES = [
  { answer: 'accept', label: 'Vou participar', Icon: Check },
  { answer: 'decline', label: 'Não posso', Icon: X },
] as const;

/**
 * The pilot's answer to his invitation, with his session: where he stands and the buttons 'Vou
 * participar' and 'Não posso' while the request is open. A volunteer's offer counts as his yes.
 */
export function InvitationAnswer({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerAsPilot();
  const waiting = usePendingAnswer(invitation.id);
  const closed = invitation.cancelledAt
    ? SOLICITATION_CANCELLED
    : invitation.solicitation.isFinished
      ? SOLICITATION_FINISHED
      : null;
  const saying = { accept: ['accepted', 'volunteered'], decline: ['declined'] } as const;

  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-slate-900">
        {waiting
          ? `${WAITING_FOR_CONNECTION}: ${WAITING_ANSWER[waiting]}`
          : (closed ?? STANDING[invitation.status])}
      </p>
      {!closed && (
        <div className="grid gap-2 sm:grid-cols-2">
          {CHOICES.map(({ answer: choice, label, Icon }) => {
            const current = waiting
              ? waiting === choice
              : (saying[choice] as readonly string[]).includes(invitation.status);
            return (
              <Button
                key={choice}
                variant={current ? 'default' : 'outline'}
                aria-pressed={current}
                disabled={answer.isPending || waiting !== null}
                onClick={() => answer.mutate({ id: invitation.id, answer: choice })}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            );
          })}
        </div>
      )}
      {!closed && <TermsNotice invitation={invitation} />}
    </div>
  );
}
