import type { RefObject } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';

interface SessionRouterProps {
  /** Where the router is kept: above the session's gate, so it outlives the gate's holds. */
  holder: RefObject<DataRouter | null>;
  create: () => DataRouter;
}

/**
 * The app's router, made the first time the session lets the app draw (SessionLoader): its first
 * page and loaders start with the session's user known, as before the route objects. It is kept
 * in `holder`, so when a login or sign-up starts a session and the gate holds the app meanwhile,
 * the navigation under way, still loading its page's code, goes on (ADR 037).
 */
export function SessionRouter({ holder, create }: SessionRouterProps) {
  holder.current ??= create();
  return <RouterProvider router={holder.current} />;
}
