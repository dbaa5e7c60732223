import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// Whether the server can be reached. The browser's navigator.onLine says only that there is a
// network: on weak signal (or behind a captive portal) it stays true while every call fails. A
// call that cannot reach the server therefore marks the app offline too: queries then wait
// instead of failing (their last answers stay on screen), and a light probe finds the way back.

const PROBE_PATH = '/api/health/live';
const PROBE_EVERY_MS = 10_000;

let probe: ReturnType<typeof setInterval> | undefined;

function stopProbing() {
  clearInterval(probe);
  probe = undefined;
}

onlineManager.subscribe((online) => {
  if (online) stopProbing();
});

/** A call found no server: offline until the browser says it is back or a probe gets through. */
export function reportUnreachable() {
  onlineManager.setOnline(false);
  if (probe !== undefined) return;
  probe = setInterval(() => {
    fetch(PROBE_PATH, { cache: 'no-store' })
      .then((response) => {
        if (response.ok) onlineManager.setOnline(true);
      })
      .catch(() => {});
  }, PROBE_EVERY_MS);
}

/** Whether the app is online: a network, and the server answering. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
