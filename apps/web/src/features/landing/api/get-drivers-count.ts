import type { DriversCount } from '@drones/shared/counters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getDriversCount({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<DriversCount>('/users/driversLength', { signal });
}

export function getDriversCountQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'driversLength'],
    queryFn: ({ signal }) => getDriversCount({ signal }),
  });
}

export function useDriversCount() {
  return useQuery(getDriversCountQueryOptions());
}
