import * as configApi from '@drones/shared/endpoints/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const configQueries = {
  /** The server's settings the web reads at run time (the maps' tile URL, MAP_TILE_URL). */
  web: () =>
    queryOptions({
      queryKey: [queryRoots.config, 'web'],
      queryFn: ({ signal }) => call(configApi.getWebConfig, { signal }),
      // Read once per visit.
      staleTime: Infinity,
    }),
};

/** The server's settings the maps need. */
export function useMapConfig() {
  return useQuery(configQueries.web());
}
