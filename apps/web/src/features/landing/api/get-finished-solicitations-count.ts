import type { FinishedSolicitationsCount } from '@drones/shared/counters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getFinishedSolicitationsCount({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<FinishedSolicitationsCount>('/solicitation/finishedLength', { signal });
}

export function getFinishedSolicitationsCountQueryOptions() {
  return queryOptions({
    queryKey: ['solicitation', 'finishedLength'],
    queryFn: ({ signal }) => getFinishedSolicitationsCount({ signal }),
  });
}

export function useFinishedSolicitationsCount() {
  return useQuery(getFinishedSolicitationsCountQueryOptions());
}
