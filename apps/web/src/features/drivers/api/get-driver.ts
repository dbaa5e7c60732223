import type { UserDetail } from '@drones/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A pilot with his equipment, availability, additional data and ANAC forms. */
export function getDriver(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<UserDetail>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function getDriverQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', id, 'driver'],
    queryFn: ({ signal }) => getDriver(id, { signal }),
  });
}

export function useDriver(id: string) {
  return useQuery(getDriverQueryOptions(id));
}
