import * as usersApi from '@drones/shared/endpoints/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const PAGE_SIZE = 100;

export const approvalQueries = {
  /** The civil-defence accounts waiting for an ADMIN's decision. */
  pending: () =>
    queryOptions({
      queryKey: [queryRoots.approvals, 'pending'],
      queryFn: ({ signal }) =>
        call(usersApi.listUsers, {
          query: { role: 'GOVERNMENT', status: 'pending', limit: PAGE_SIZE },
          signal,
        }),
    }),
};

export function usePendingAccounts() {
  return useQuery(approvalQueries.pending());
}
