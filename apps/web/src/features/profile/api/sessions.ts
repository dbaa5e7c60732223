import * as authApi from '@drones/shared/endpoints/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const accountSessionQueries = {
  all: [queryRoots.accountSessions],
  /** The signed-in user's open sessions, the current one marked. */
  list: () =>
    queryOptions({
      queryKey: [queryRoots.accountSessions, 'list'],
      queryFn: ({ signal }) => call(authApi.listSessions, { signal }),
    }),
};

export function useSessions() {
  return useQuery(accountSessionQueries.list());
}

/** Ends every session of the user but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(authApi.endOtherSessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionQueries.all }),
  });
}
