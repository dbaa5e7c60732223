import { useEffect, type ReactNode } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { toast } from '@/hooks/use-toast';
import { isUnreachable } from '@/lib/api-client';
import { onRejectedToken, useAccessToken } from '@/lib/access-token';
import {
  SESSION_EXPIRED_MESSAGE,
  useClearSession,
  useCurrentUserQuery,
  useOfflineCache,
} from '@/lib/session';

/**
 * Renders the app only when no first user fetch is in flight, so a guard never decides on a
 * half-known session. A failed user fetch, or any call refused with 401 later, shows 'Sua sessão
 * expirou!' and signs out; the private page then asks for a login that returns to it.
 */
export function SessionLoader({ children }: { children: ReactNode }) {
  const restoring = useOfflineCache(useAccessToken());
  const { token, query } = useCurrentUserQuery(!restoring);
  const clearSession = useClearSession();
  // Without a connection the session is not over: the saved answers are shown meanwhile.
  const unreachable = isUnreachable(query.error);
  const failed = token !== null && query.isError && !unreachable;

  // Any call the server answers 401 while signed in: the session ended elsewhere or expired.
  useEffect(
    () =>
      onRejectedToken(() => {
        toast({ title: SESSION_EXPIRED_MESSAGE, variant: 'destructive' });
        clearSession();
      }),
    [clearSession],
  );

  useEffect(() => {
    if (!failed) return;
    toast({ title: SESSION_EXPIRED_MESSAGE, variant: 'destructive' });
    clearSession();
  }, [failed, clearSession]);

  // Pending covers a fetch paused offline: no guard decides before the user is known.
  if (
    token !== null &&
    (restoring || (query.isPending && query.fetchStatus !== 'idle') || failed)
  ) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <PageLoader />
      </div>
    );
  }
  if (token !== null && unreachable && query.data === undefined) {
    return (
      <div className="flex min-h-dvh items-center justify-center p-4">
        <LoadFailure onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return children;
}
