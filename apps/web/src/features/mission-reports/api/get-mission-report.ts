import type { MissionReport } from '@drones/shared/mission-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One report, with signed links to its documents. */
export function getMissionReport(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<MissionReport>(`/missionReport/${encodeURIComponent(id)}`, { signal });
}

export function getMissionReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['missionReports', id],
    queryFn: ({ signal }) => getMissionReport(id, { signal }),
  });
}

export function useMissionReport(id: string) {
  return useQuery(getMissionReportQueryOptions(id));
}
