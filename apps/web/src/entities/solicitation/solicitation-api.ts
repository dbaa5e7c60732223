import type {
  Solicitation,
  SolicitationDetail,
  SolicitationListQuery,
} from '@drones/shared/solicitations';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usePagedList } from '@/lib/paged-list';

export type SolicitationStatus = NonNullable<SolicitationListQuery['status']>;

/** Requests of one status, newest first, page by page; `search` matches name, urgency, description. */
export function useSolicitationList({
  status,
  search,
}: {
  status: SolicitationStatus;
  search?: string;
}) {
  return usePagedList<Solicitation>(['solicitations', 'list'], '/solicitation', {
    status,
    search: search?.trim() || undefined,
  });
}

/** One request with its creator's contact and, for staff, the pilots asked for support. */
export function getSolicitation(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<SolicitationDetail>(`/solicitation/${encodeURIComponent(id)}`, { signal });
}

export function getSolicitationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['solicitations', id],
    queryFn: ({ signal }) => getSolicitation(id, { signal }),
  });
}

export function useSolicitation(id: string) {
  return useQuery(getSolicitationQueryOptions(id));
}

/** After any change to a request (saved, removed, report filed, pilot asked) every view refetches. */
export function invalidateSolicitations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['solicitations'] });
}
