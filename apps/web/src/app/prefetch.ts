import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  createContext,
  RouterContextProvider,
  type LoaderFunction,
  type Params,
  type RouterContext,
} from 'react-router';
import { sessionQueries, type SessionUser } from '@/lib/session';

/** The app's query client, handed to the loaders through the router's context. */
const queryClientContext = createContext<QueryClient>();

/** The router's `getContext`: every loader reads `queryClient` from it. */
export function routerContext(queryClient: QueryClient) {
  return () =>
    new RouterContextProvider(new Map<RouterContext, unknown>([[queryClientContext, queryClient]]));
}

/**
 * How long an answer a loader read counts as fresh: the page whose code arrives after it takes it
 * as its own instead of reading it again on mount.
 */
const PREFETCHED_FRESH_MS = 10_000;

/** Starts one query of the page (the query client's `prefetchQuery`, never awaited). */
type Prefetch = <TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
) => void;

/** Starts the page's queries with `prefetch`. */
type PageQueries = (page: { params: Params; user: SessionUser; prefetch: Prefetch }) => void;

/**
 * A signed-in page's loader: it starts the page's queries while the page's code downloads, and
 * returns at once. It never waits on the network, so a navigation never does, and offline the
 * queries pause while the page shows its own loading or offline state (docs/design.md §10,
 * ADR 025, ADR 037). Without a session it asks nothing: the guards send the visitor away.
 */
export function prefetchFor(queries: PageQueries): LoaderFunction {
  return ({ params, context }) => {
    const queryClient = context.get(queryClientContext);
    const user = queryClient.getQueryData(sessionQueries.currentUser().queryKey);
    if (!user) return null;
    queries({
      params,
      user,
      prefetch: (options) => {
        // The page's own query of the same key takes the loader's answer, or its failure
        // (shown with the page's 'Tentar novamente'), without a second read on mount; the
        // next visit's loader reads again once the answer is no longer fresh.
        queryClient.setQueryDefaults(options.queryKey, {
          staleTime: PREFETCHED_FRESH_MS,
          retryOnMount: false,
        });
        // Never awaited: a prefetch settles on its own, and never throws.
        void queryClient.prefetchQuery(options);
      },
    });
    return null;
  };
}

/** The loader of a page that reads one thing named in its address (`param`: `id`, `missionId`…). */
export function prefetchByParam<TData, TKey extends QueryKey>(
  param: string,
  options: (id: string) => FetchQueryOptions<TData, Error, TData, TKey>,
): LoaderFunction {
  return prefetchFor(({ params, prefetch }) => prefetch(options(params[param] ?? '')));
}
