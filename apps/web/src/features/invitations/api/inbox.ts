import type { Communication } from '@drones/shared/communications';
import type { Invitation } from '@drones/shared/invitations';
import { useQuery } from '@tanstack/react-query';
import { INVITATIONS_KEY } from '@/entities/invitation/invitation-api';
import { apiPage } from '@/lib/api-client';
import { usePagedList } from '@/lib/paged-list';

// The pilot's inbox (/convites): his invitations, unanswered first, and the broadcasts.

const INBOX_KEY = [...INVITATIONS_KEY, 'inbox'];
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

/**
 * Every invitation, newest first; the page shows the answered and cancelled ones (pending have
 * their list).
 */
export function useAllInvitations() {
  return usePagedList<Invitation>([...INBOX_KEY, 'all'], '/invitations');
}

export function useCommunications() {
  return usePagedList<Communication>(['communications', 'list'], '/communications');
}
