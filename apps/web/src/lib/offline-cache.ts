import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { keptQueryKeys } from './query-keys';
import { sessionKey } from './session-key';

// docs/design.md §10: the signed-in user, his invitations, communications, the lists of requests and the
// requests he opened stay readable without a connection, from their last answers (ADR 033). They live in IndexedDB under the
// session they were read in: another session (another account, or this one signed in again)
// never sees them, and signing out deletes them. Loaded only when a session exists.

const STORE_KEY = 'drones:offline-cache';
/** Older answers are not shown: a week without signal is not a field trip any more. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are gathered: a page that loads ten queries saves once. */
const SAVE_DELAY_MS = 500;

interface Saved {
  session: string;
  savedAt: number;
  state: DehydratedState;
}

const KEPT: readonly QueryKey[] = Object.values(keptQueryKeys);

/**
 * The answers kept: the user, the inbox (invitations, communications), the lists of requests
 * (/solicitations) and each request opened; the factories build their keys under these.
 */
export function isKept(key: QueryKey): boolean {
  return KEPT.some((kept) => kept.every((part, index) => key[index] === part));
}

/** Without IndexedDB (private mode, full disk) the app works as before, online only. */
async function ignoreFailure(write: () => Promise<void>) {
  try {
    await write();
  } catch {
    // nothing kept, nothing to delete
  }
}

let stopSaving: (() => void) | null = null;

/**
 * Puts the session's saved answers back into `queryClient` (those of any other session are
 * deleted), then saves the kept answers whenever they change. Answers the function that stops
 * saving.
 */
export async function startOfflineCache(queryClient: QueryClient, token: string) {
  stopSaving?.();
  const session = await sessionKey(token);
  // Kept answers stay in memory as long as on disk, or a request opened an hour ago would drop
  // out of the next save.
  for (const queryKey of KEPT) queryClient.setQueryDefaults(queryKey, { gcTime: MAX_AGE_MS });
  try {
    const saved = await get<Saved>(STORE_KEY);
    if (saved?.session === session && Date.now() - saved.savedAt < MAX_AGE_MS) {
      hydrate(queryClient, saved.state);
      // The user is read once per page load (lib/session.tsx): the saved one stands in until then.
      void queryClient.invalidateQueries({
        queryKey: keptQueryKeys.currentUser,
        refetchType: 'none',
      });
    } else if (saved) {
      await del(STORE_KEY);
    }
  } catch {
    // No IndexedDB: see ignoreFailure.
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isKept(query.queryKey),
    });
    void ignoreFailure(() =>
      set(STORE_KEY, { session, savedAt: Date.now(), state } satisfies Saved),
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isKept(event.query.queryKey) || timer !== undefined) return;
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
    if (stopSaving === stop) stopSaving = null;
  };
  stopSaving = stop;
  return stop;
}

/** Signing out: nothing of the session is saved any more, and what was saved is deleted. */
export async function clearOfflineCache() {
  stopSaving?.();
  await ignoreFailure(() => del(STORE_KEY));
}
