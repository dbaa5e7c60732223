import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { OfflineBanner } from '@/components/offline-banner';
import { useToast } from '@/hooks/use-toast';
import { SessionLoader } from '@/app/session-loader';

// Radix Toast is fetched with the first toast, so it never weighs on a page's first load.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

interface AppProviderProps {
  /** The app's one query client, which the router's loaders also fill (app/prefetch.ts). */
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionLoader>{children}</SessionLoader>
      <DeferredToaster />
      <OfflineBanner />
    </QueryClientProvider>
  );
}
