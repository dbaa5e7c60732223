import type { AuthResponse, OwnUser } from '@drones/shared/users';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { call } from './api-client';
import { toastFailure, toastSuccess } from './messages';
import type { WriteOutcome } from './pending-writes';
import {
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
  useAccessToken,
} from './access-token';
import { paths } from './paths';
import { keptQueryKeys } from './query-keys';

/** The signed-in user as the session knows it (the login, sign-up and current-user answers). */
export type SessionUser = OwnUser;

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou!';

// Loaded with the first call, not with this module: every page's first chunk carries it, and a
// visitor without a session calls neither (ADR 026).
const usersApi = () => import('@drones/shared/endpoints/users');
const authApi = () => import('@drones/shared/endpoints/auth');

export const sessionQueries = {
  currentUser: () =>
    queryOptions<SessionUser>({
      queryKey: keptQueryKeys.currentUser,
      queryFn: async ({ signal }) => call((await usersApi()).getCurrentUser, { signal }),
      // Fetched once per page load; sign-in, sign-up and profile saves write it directly.
      staleTime: Infinity,
    }),
};

export function useCurrentUserQuery(enabled = true) {
  const token = useAccessToken();
  const query = useQuery({ ...sessionQueries.currentUser(), enabled: enabled && token !== null });
  return { token, query };
}

const offlineCache = () => import('./offline-cache');
const pendingWrites = () => import('./pending-writes');

/** The outcome of a write sent after waiting for the connection, told wherever the user is. */
function announce(queryClient: QueryClient, outcome: WriteOutcome) {
  const { messages, invalidates } = outcome.write;
  if (outcome.sent) toastSuccess(messages.sent);
  else toastFailure(messages.refused, outcome.error);
  for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
}

/**
 * While a session exists its last answers are put back from this device (lib/offline-cache.ts)
 * and kept, and its writes waiting for a connection are sent (lib/pending-writes.ts); answers
 * whether that is still being set up.
 */
export function useOfflineCache(token: string | null): boolean {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      offlineCache().then(({ startOfflineCache }) => startOfflineCache(queryClient, token)),
      pendingWrites().then(({ onWriteOutcome, startPendingWrites }) => {
        const stopAnnouncing = onWriteOutcome((outcome) => announce(queryClient, outcome));
        return startPendingWrites(token).then(() => stopAnnouncing);
      }),
    ])
      .then(([stopSaving, stopAnnouncing]) => {
        stop = () => {
          stopSaving();
          stopAnnouncing();
        };
        if (cancelled) stop();
      })
      .finally(() => {
        if (!cancelled) setRestoredFor(token);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, token]);
  return token !== null && restoredFor !== token;
}

/** The signed-in user, or undefined when signed out (a token alone is not a session). */
export function useUser(): SessionUser | undefined {
  const { token, query } = useCurrentUserQuery();
  return token ? query.data : undefined;
}

/** Where a user lands after signing in: pilots on their profile, the others on /home. */
export function landingPathFor(user: Pick<SessionUser, 'id' | 'role'>): string {
  return user.role === 'DRIVER' ? paths.profile(user.id) : paths.home;
}

/** Starts a session from a login or sign-up answer. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ accessToken, user }: AuthResponse) => {
      queryClient.setQueryData(sessionQueries.currentUser().queryKey, user);
      storeAccessToken(accessToken);
    },
    [queryClient],
  );
}

/**
 * Forgets the session in this browser: the token and every cached answer. Alone (without
 * `useSignOut`) when the server has already ended it, as after erasing the account.
 */
export function useClearSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAccessToken();
    queryClient.clear();
    void offlineCache().then(({ clearOfflineCache }) => clearOfflineCache());
    void pendingWrites().then(({ clearPendingWrites }) => clearPendingWrites());
  }, [queryClient]);
}

export async function logout(token: string) {
  return call((await authApi()).logOut, { token });
}

/** Signs out: this browser forgets the session, then the server revokes the token. */
export function useSignOut() {
  const clearSession = useClearSession();
  return useCallback(async () => {
    const token = readAccessToken();
    clearSession();
    if (!token) return;
    try {
      await logout(token);
    } catch {
      // An expired or already revoked token is as good as signed out.
    }
  }, [clearSession]);
}
