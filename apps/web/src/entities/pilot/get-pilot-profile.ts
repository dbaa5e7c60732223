import type { CurrentUser } from '@drones/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in pilot with his equipment, availability and additional data. */
export function getPilotProfile(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CurrentUser>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function getPilotProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', id, 'pilot-data'],
    queryFn: ({ signal }) => getPilotProfile(id, { signal }),
  });
}

export function usePilotProfile(id: string) {
  return useQuery(getPilotProfileQueryOptions(id));
}
