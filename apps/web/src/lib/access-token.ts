import { useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_STORAGE_KEY } from './access-token-key';

const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes, blocked cookies): behave as signed out.
    return null;
  }
}

export function storeAccessToken(token: string) {
  try {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } finally {
    notify();
  }
}

export function clearAccessToken() {
  try {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } finally {
    notify();
  }
}

const rejectionListeners = new Set<() => void>();

/**
 * The server refused `token` (revoked elsewhere, expired, password reset): when it is still the
 * stored one, the session ends here too (see app/session-loader.tsx).
 */
export function reportRejectedToken(token: string) {
  // eslint-disable-next-line security/detect-possible-timing-attacks -- both tokens are this browser's own; no secret is being guessed
  if (readAccessToken() === token) rejectionListeners.forEach((listener) => listener());
}

export function onRejectedToken(listener: () => void): () => void {
  rejectionListeners.add(listener);
  return () => rejectionListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing in or out in another tab changes the session here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it is stored or cleared. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, readAccessToken, () => null);
}
