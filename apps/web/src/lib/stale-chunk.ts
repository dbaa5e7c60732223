// After a deploy, a page opened before it asks for chunks whose hashed names are gone: its
// import fails. Loading the page again brings the new build; once per address, so a chunk that
// is really missing (or a server that is down) shows the error screen instead of a reload loop.

const RELOADED_KEY = 'drones:reloaded-for-chunk';

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper
// words a stylesheet it could not fetch.
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Whether the error is the app's code failing to load, not a failure of the page itself. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && CHUNK_FAILURES.some((failure) => error.message.includes(failure))
  );
}

function here() {
  return `${window.location.pathname}${window.location.search}`;
}

/** Whether this address may reload for a missing chunk: the first time only (per tab). */
export function claimChunkReload(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === here()) return false;
    sessionStorage.setItem(RELOADED_KEY, here());
    return true;
  } catch {
    // Storage refused (a private window's quota): no way to tell a loop, so no reload.
    return false;
  }
}

export function reloadPage() {
  window.location.reload();
}
