import * as missionReportsApi from '@drones/shared/endpoints/mission-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const missionReportQueries = {
  /** One report, with signed links to its documents. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [queryRoots.missionReports, 'detail', id],
      queryFn: ({ signal }) => call(missionReportsApi.getMissionReport, { params: { id }, signal }),
    }),
};

export function useMissionReport(id: string) {
  return useQuery(missionReportQueries.detail(id));
}
