import { useQuery } from '@tanstack/react-query';
import { communicationQueries, invitationQueries } from '@/entities/invitation/invitation-queries';
import { usePagedList } from '@/lib/paged-list';

// The pilot's inbox (/convites): his invitations, unanswered first, and the broadcasts.

// The menu's badge is read again this often, and whenever the window regains focus.
const BADGE_REFRESH_MS = 60_000;

/** How many invitations wait for the pilot's answer: the menu's badge. */
export function usePendingInvitationCount(enabled: boolean) {
  return useQuery({
    ...invitationQueries.pendingCount(),
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
  });
}

export function usePendingInvitations() {
  return usePagedList(invitationQueries.pending());
}

/**
 * Every invitation, newest first; the page shows the answered and cancelled ones (pending have
 * their list).
 */
export function useAllInvitations() {
  return usePagedList(invitationQueries.everyOne());
}

export function useCommunications() {
  return usePagedList(communicationQueries.list());
}
