import type { QueryClient } from '@tanstack/react-query';

/** After a pilot saves something, every cached view of his data is refetched when next shown. */
export function invalidatePilotData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['equipment'] }),
    queryClient.invalidateQueries({ queryKey: ['additionalData'] }),
  ]);
}
