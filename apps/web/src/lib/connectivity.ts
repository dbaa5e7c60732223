import * as healthApi from '@drones/shared/endpoints/health';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { API_BASE } from './api-base';

// Whether the server can be reached. The browser's navigator.onLine says only that there is a
// network: on weak signal (or behind a captive portal) it stays true while every call fails. A
// call that cannot reach the server therefore marks the app offline too: queries then wait
// instead of failing (their last answers stay on screen), and a light probe finds the way back.

// Fetched as it is, not through lib/api-client, which reports here what it could not reach.
const PROBE_PATH = `${API_BASE}${healthApi.getLiveness.path}`;
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

/**
 * 'Tentar novamente' while offline: asks the server once, at once. Answers whether it answered;
 * if so the app is online again and the paused reads resume.
 */
export async function checkConnection(): Promise<boolean> {
  const answered = await fetch(PROBE_PATH, { cache: 'no-store' })
    .then((response) => response.ok)
    .catch(() => false);
  if (answered) onlineManager.setOnline(true);
  return answered;
}

/**
 * For a page that may call nothing at start (signed out): whether there is a server behind it.
 * No network at all is certain. A page the service worker opened came from its cache whatever
 * the connection (vite.config.ts), so it asks once; a page the network brought found a server.
 */
export function checkServerAtStart() {
  if (!navigator.onLine) {
    reportUnreachable();
    return;
  }
  if (!navigator.serviceWorker?.controller) return;
  fetch(PROBE_PATH, { cache: 'no-store' }).catch(reportUnreachable);
}

/** Whether the app is online: a network, and the server answering. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
