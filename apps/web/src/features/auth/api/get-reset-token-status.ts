import * as authApi from '@drones/shared/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface ResetLink {
  userId: string;
  resetToken: string;
}

/** The path parameters of the reset link's calls. */
export const resetParams = ({ userId, resetToken }: ResetLink) => ({ userId, token: resetToken });

export const passwordResetQueries = {
  status: (link: ResetLink) =>
    queryOptions({
      queryKey: [queryRoots.passwordResets, link.userId, link.resetToken],
      queryFn: ({ signal }) =>
        call(authApi.getPasswordResetStatus, { params: resetParams(link), signal }),
      // A link's state changes on the server; ask again on every visit.
      gcTime: 0,
    }),
};

export function useResetTokenStatus(link: ResetLink) {
  return useQuery(passwordResetQueries.status(link));
}
