// After a deploy, a page opened before it asks for chunks whose hashed names are gone: its
// import fails. Loading the page again brings the new build; once per address, so a chunk that
// is really missing (or a server that is down) shows the error screen instead of a reload loop
// (ADR 030).

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

/** Whether this address was already loaded again for a missing chunk (in this tab). */
export function reloadedHere(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === here();
  } catch {
    // Storage refused (a private window's quota): no way to tell a loop, so no reload.
    return true;
  }
}

/** Notes the reload about to happen, so the page that comes back does not reload again. */
export function rememberReload() {
  sessionStorage.setItem(RELOADED_KEY, here());
}

export function reloadPage() {
  window.location.reload();
}
