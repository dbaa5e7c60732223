import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { OfflineBanner } from '@/components/offline-banner';
import { useToast } from '@/hooks/use-toast';
import { createQueryClient } from '@/lib/query-client';
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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionLoader>{children}</SessionLoader>
      <DeferredToaster />
      <OfflineBanner />
    </QueryClientProvider>
  );
}
