import type { Communication } from '@drones/shared/communications';
import type { AnswerInvitationInput, Invitation } from '@drones/shared/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPage } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { usePagedList } from '@/lib/paged-list';
import { queueWrite, usePendingWrites } from '@/lib/pending-writes';
import { ANSWER_FAILURE, ANSWER_SAVED } from '../components/standing';

// The pilot's inbox (/convites): his invitations, unanswered first, and the broadcasts.

const INBOX_KEY = ['invitations', 'inbox'];
// The menu's badge is read again this often, and whenever the window regains focus.
const BADGE_REFRESH_MS = 60_000;

/** How many invitations wait for the pilot's answer: the menu's badge. */
export function usePendingInvitationCount(enabled: boolean) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'pending-count'],
    queryFn: async ({ signal }) =>
      (await apiPage<Invitation>('/invitations?status=invited&limit=1', { signal })).total,
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
  });
}

export function usePendingInvitations() {
  return usePagedList<Invitation>([...INBOX_KEY, 'pending'], '/invitations', {
    status: 'invited',
  });
}

/** Every invitation, newest first; the page shows the answered ones (pending have their list). */
export function useAllInvitations() {
  return usePagedList<Invitation>([...INBOX_KEY, 'all'], '/invitations');
}

export function useCommunications() {
  return usePagedList<Communication>(['communications', 'list'], '/communications');
}

/**
 * Answers with the pilot's session, through the writes that survive a lost connection
 * (lib/pending-writes.ts): without one the answer waits on this device ('Aguardando conexão' on
 * its card) and is sent when the connection returns. The toast is the hook's, not the caller's:
 * the answered card moves to another list and unmounts meanwhile.
 */
export function useAnswerFromInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: AnswerInvitationInput['answer'] }) =>
      queueWrite({
        kind: 'invitationAnswer',
        subject: id,
        path: `/invitations/${encodeURIComponent(id)}/answer`,
        body: { json: { answer } },
        messages: { sent: ANSWER_SAVED, refused: ANSWER_FAILURE },
        invalidates: [INBOX_KEY],
      }),
    // Offline the answer waits in its own queue, not as a paused mutation lost at reload.
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (outcome === 'waiting') return;
      if (outcome.sent) toastSuccess(ANSWER_SAVED);
      else toastFailure(ANSWER_FAILURE, outcome.error);
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
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
