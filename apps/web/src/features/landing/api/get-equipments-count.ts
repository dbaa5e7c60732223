import type { EquipmentsCount } from '@drones/shared/counters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getEquipmentsCount({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<EquipmentsCount>('/equipment/length', { signal });
}

export function getEquipmentsCountQueryOptions() {
  return queryOptions({
    queryKey: ['equipment', 'length'],
    queryFn: ({ signal }) => getEquipmentsCount({ signal }),
  });
}

export function useEquipmentsCount() {
  return useQuery(getEquipmentsCountQueryOptions());
}
