import type { AnswerInvitationInput, Invitation } from '@drones/shared/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { queueWrite, usePendingWrites } from '@/lib/pending-writes';
import { invitationQueries } from './invitation-queries';
import { ANSWER_FAILURE, ANSWER_SAVED, ANSWERED } from './standing';

// The pilot's own invitations (docs/design.md §8), answered with his session from his inbox (/convites)
// or from the request's page.

/** His invitation to one request, or null when he has none. */
export function useMyInvitationTo(solicitationId: string) {
  return useQuery(invitationQueries.ofRequest(solicitationId));
}

/**
 * Answers with the pilot's session, through the writes that survive a lost connection
 * (lib/pending-writes.ts): without one the answer waits on this device ('Aguardando conexão'
 * where it was given) and is sent when the connection returns. The toast is the hook's, not the
 * caller's: an answered inbox card moves to another list and unmounts meanwhile.
 */
export function useAnswerAsPilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: AnswerInvitationInput['answer'] }) =>
      queueWrite({
        kind: 'invitationAnswer',
        subject: id,
        body: { json: { answer } },
        messages: { sent: ANSWER_SAVED, refused: ANSWER_FAILURE },
        invalidates: [invitationQueries.all],
      }),
    // Offline the answer waits in its own queue, not as a paused mutation lost at reload.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (outcome === 'waiting') return;
      // An answer recorded by an earlier attempt comes back without its body (already_recorded).
      const answered = outcome.sent ? (outcome.answer as Invitation | undefined) : undefined;
      if (outcome.sent) toastSuccess(answered ? ANSWERED[answered.status] : ANSWER_SAVED);
      else toastFailure(ANSWER_FAILURE, outcome.error);
      void queryClient.invalidateQueries({ queryKey: invitationQueries.all });
    },
    onError: (error) => toastFailure(ANSWER_FAILURE, error),
  });
}

/** The answer to `invitationId` waiting on this device for the connection, if any. */
export function usePendingAnswer(invitationId: string): AnswerInvitationInput['answer'] | null {
  const write = usePendingWrites().find(
    (pending) => pending.kind === 'invitationAnswer' && pending.subject === invitationId,
  );
  return write?.kind === 'invitationAnswer' ? write.body.json.answer : null;
}
