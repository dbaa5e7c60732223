import type { Equipment } from '@drones/shared/pilot-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getUserEquipments(userId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<Equipment[]>(`/equipment/user/${encodeURIComponent(userId)}`, { signal });
}

export function getUserEquipmentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['equipment', 'user', userId],
    queryFn: ({ signal }) => getUserEquipments(userId, { signal }),
  });
}

export function useUserEquipments(userId: string) {
  return useQuery(getUserEquipmentsQueryOptions(userId));
}
