import type { AdditionalData } from '@drones/shared/pilot-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdditionalData(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<AdditionalData>(`/additionalData/${encodeURIComponent(id)}`, { signal });
}

export function getAdditionalDataQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['additionalData', id],
    queryFn: ({ signal }) => getAdditionalData(id, { signal }),
  });
}

export function useAdditionalData(id: string) {
  return useQuery(getAdditionalDataQueryOptions(id));
}
