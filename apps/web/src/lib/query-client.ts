import { QueryClient } from '@tanstack/react-query';

/** Failed calls are not retried (a failure shows at once) and data is not refetched on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
