import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { apiPage } from './api-client';

export const PAGE_SIZE = 24;

/**
 * A newest-first list read page by page with the server's cursor (docs/decisions/008-requests-and-search.md). `params` go into
 * the query string (empty values are left out) and into the query key, so a new search refetches.
 */
export function usePagedList<T>(
  key: QueryKey,
  path: string,
  params: Record<string, string | undefined> = {},
  { enabled = true, limit = PAGE_SIZE }: { enabled?: boolean; limit?: number } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [...key, params, limit],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(limit) });
      for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
      if (pageParam) search.set('cursor', pageParam);
      return apiPage<T>(`${path}?${search.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}
