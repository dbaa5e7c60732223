import type { AnswerInvitationInput, Invitation } from '@drones/shared/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { queueWrite, usePendingWrites } from '@/lib/pending-writes';
import { ANSWER_FAILURE, ANSWER_SAVED, ANSWERED } from './standing';

// The pilot's own invitations (docs/design.md §8), answered with his session from his inbox (/convites)
// or from the request's page. Kept offline under the 'invitations' root (lib/offline-cache.ts).

export const INVITATIONS_KEY = ['invitations'];

/** His invitation to one request, or null when he has none. */
export function useMyInvitationTo(solicitationId: string) {
  return useQuery({
    queryKey: [...INVITATIONS_KEY, 'of-request', solicitationId],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ solicitationId, limit: '1' });
      const page = await apiPage<Invitation>(`/invitations?${search}`, { signal });
      return page.items[0] ?? null;
    },
  });
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
        path: `/invitations/${encodeURIComponent(id)}/answer`,
        body: { json: { answer } },
        messages: { sent: ANSWER_SAVED, refused: ANSWER_FAILURE },
        invalidates: [INVITATIONS_KEY],
      }),
    // Offline the answer waits in its own queue, not as a paused mutation lost at reload.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (outcome === 'waiting') return;
      if (outcome.sent) toastSuccess(ANSWERED[(outcome.answer as Invitation).status]);
      else toastFailure(ANSWER_FAILURE, outcome.error);
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
    onError: (error) => toastFailure(ANSWER_FAILURE, error),
  });
}

/** The answer to `invitationId` waiting on this device for the connection, if any. */
export function usePendingAnswer(invitationId: string): AnswerInvitationInput['answer'] | null {
  const write = usePendingWrites().find(
    (pending) => pending.kind === 'invitationAnswer' && pending.subject === invitationId,
  );
  return write && 'json' in write.body ? (write.body.json as AnswerInvitationInput).answer : null;
}
