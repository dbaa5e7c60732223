import type { ResetTokenStatus } from '@drones/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ResetLink {
  userId: string;
  resetToken: string;
}

export const resetPath = ({ userId, resetToken }: ResetLink) =>
  `/users/resetPassword/${encodeURIComponent(userId)}/${encodeURIComponent(resetToken)}`;

export function getResetTokenStatus(link: ResetLink, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<{ status: ResetTokenStatus }>(resetPath(link), { signal });
}

export function getResetTokenStatusQueryOptions(link: ResetLink) {
  return queryOptions({
    queryKey: ['users', 'resetPassword', link.userId, link.resetToken],
    queryFn: ({ signal }) => getResetTokenStatus(link, { signal }),
    // A link's state changes on the server; ask again on every visit.
    gcTime: 0,
  });
}

export function useResetTokenStatus(link: ResetLink) {
  return useQuery(getResetTokenStatusQueryOptions(link));
}
