import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '@/lib/session';
import { pilotQueries } from './pilot-queries';

/** After a pilot saves something, every cached view of his data is refetched when next shown. */
export function invalidatePilotData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pilotQueries.all }),
    queryClient.invalidateQueries(sessionQueries.currentUser()),
  ]);
}
