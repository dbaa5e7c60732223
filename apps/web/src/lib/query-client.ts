import { QueryClient } from '@tanstack/react-query';
import { isUnreachable } from './api-client';

/**
 * Failed calls are not retried (a failure shows at once) and data is not refetched on window
 * focus. A read that could not reach the server is the exception: it waits for the connection
 * (lib/connectivity.ts) and is tried again, up to three times, its last answer kept on screen.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isUnreachable(error) && failures < 3,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
