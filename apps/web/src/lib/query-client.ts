import { QueryClient } from '@tanstack/react-query';

/** Failed calls are not retried and data is not refetched on window focus (spec §7). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
