import type { Endpoint } from '@drones/shared/endpoint';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { apiPage, type CallOptions, type Page } from './api-client';

export const PAGE_SIZE = 24;

type ListInput<E extends Endpoint> = Omit<CallOptions<E>, 'signal' | 'token' | 'idempotencyKey'>;

/**
 * A newest-first list read page by page with the server's cursor (docs/decisions/008-requests-and-search.md).
 * The query (empty values are left out) is part of the key, so a new search refetches.
 */
export function pagedQueryOptions<E extends Endpoint>(
  key: QueryKey,
  endpoint: E,
  input: ListInput<E>,
  limit = PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: [...key, input, limit],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      // Every list endpoint's query takes `limit` and `cursor` (the shared `pageQuery`).
      const { query, ...rest }: { query?: unknown } = input;
      const page: object = {
        ...rest,
        query: { limit, ...(query ?? {}), cursor: pageParam ?? undefined },
        signal,
      };
      return apiPage(endpoint, page as CallOptions<E>);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The rows of a paged list read so far, and the total the server counts. */
export function usePagedList<T>(
  options: UseInfiniteQueryOptions<Page<T>, Error, InfiniteData<Page<T>>, unknown[], string | null>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...options, enabled });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}
