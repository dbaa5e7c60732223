import type { Equipment } from '@drones/shared/pilot-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getEquipment(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<Equipment>(`/equipment/${encodeURIComponent(id)}`, { signal });
}

export function getEquipmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['equipment', 'one', id],
    queryFn: ({ signal }) => getEquipment(id, { signal }),
  });
}

export function useEquipment(id: string) {
  return useQuery(getEquipmentQueryOptions(id));
}
