import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface WebConfig {
  /** Leaflet's tile URL template ({z}/{x}/{y}), set on the server by MAP_TILE_URL. */
  mapTileUrl: string;
}

/** The server's settings the maps need; read once per visit. */
export function useMapConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest<WebConfig>('/config', { signal }),
    staleTime: Infinity,
  });
}
