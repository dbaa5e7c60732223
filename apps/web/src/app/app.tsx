import { useRef, useState } from 'react';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { routerContext } from './prefetch';
import { AppProvider } from './provider';
import { appRoutes } from './router';
import { SessionRouter } from './session-router';

/** The app: one query client and one router for the page's life. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const router = useRef<DataRouter>(null);
  return (
    <AppProvider queryClient={queryClient}>
      <SessionRouter
        holder={router}
        create={() => createBrowserRouter(appRoutes, { getContext: routerContext(queryClient) })}
      />
    </AppProvider>
  );
}
