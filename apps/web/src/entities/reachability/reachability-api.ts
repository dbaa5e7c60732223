import * as channelsApi from '@drones/shared/endpoints/channels';
import type { CreateReachabilityTestInput } from '@drones/shared/channels';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

// Reachability tests (teste de alcance, docs/design.md §13): a coordinator or an ADMIN asks every
// pilot of an area to confirm he got the message; the pilot confirms from his inbox or the link.

/** While a test's result is open, it is read again this often. */
export const REACHABILITY_REFRESH_MS = 10_000;

export const reachabilityQueries = {
  all: [queryRoots.reachability],
  test: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.reachability, 'test', id],
      queryFn: ({ signal }) => call(channelsApi.getReachabilityTest, { params: { id }, signal }),
    }),
  /** The tests the signed-in pilot may still confirm (the last 24 hours). */
  mine: () =>
    queryOptions({
      queryKey: [queryRoots.reachability, 'mine'],
      queryFn: ({ signal }) => call(channelsApi.listMyReachabilityTests, { signal }),
    }),
};

/** A test's counts and who was not reached, read again every 10 s while shown; idle without id. */
export function useReachabilityTest(id: string | null) {
  return useQuery({
    ...reachabilityQueries.test(id ?? ''),
    enabled: id !== null,
    refetchInterval: REACHABILITY_REFRESH_MS,
  });
}

/** Sends a test to the area's pilots; its first result is kept as the test's answer. */
export function useCreateReachabilityTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReachabilityTestInput) =>
      call(channelsApi.createReachabilityTest, { body: input }),
    onSuccess: (test) => queryClient.setQueryData(reachabilityQueries.test(test.id).queryKey, test),
  });
}

export function usePendingReachabilityTests(enabled = true) {
  return useQuery({ ...reachabilityQueries.mine(), enabled });
}

/**
 * 'Confirmar recebimento': with the link's token, or (none given) with the pilot's session. The
 * test leaves the pilot's list of tests to confirm.
 */
export function useConfirmReachability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, token }: { id: string; token?: string }) =>
      call(channelsApi.confirmReachability, {
        params: { id },
        body: token ? { token } : {},
      }),
    onSuccess: (_answer, { id }) => {
      const { queryKey } = reachabilityQueries.mine();
      // The confirmed test leaves the inbox at once, before the list is read again.
      queryClient.setQueryData(queryKey, (tests) => tests?.filter((test) => test.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
