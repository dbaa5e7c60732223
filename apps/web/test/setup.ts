import '@testing-library/jest-dom/vitest';
// The answers a session keeps for offline use live in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { clearOfflineCache } from '@/lib/offline-cache';
import { clearPendingWrites } from '@/lib/pending-writes';
import { removeAllToasts } from '@/hooks/use-toast';

// Pages are lazy chunks: on a busy machine (the whole suite on two cores) the first import of a
// page can take well over the default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks layout, media queries and pointer capture; these stand-ins let components call them
// (jsdom's own scrollTo only reports "not implemented" through console.error).
function installBrowserStandIns() {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // Pointer capture, used by Radix Toast's swipe handling.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// Any console.error or console.warn (React warnings, act() warnings, failed prop types...)
// fails the test that produced it.
let consoleProblems: string[] = [];

beforeEach(() => {
  installBrowserStandIns();
  consoleProblems = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(async () => {
  cleanup();
  // Test files share one module graph (vitest.config.ts): the toast store outlives a test.
  removeAllToasts();
  // Each test starts signed out, with the real fetch and XMLHttpRequest until it stubs them,
  // and nothing saved for offline use nor waiting to be sent.
  vi.unstubAllGlobals();
  localStorage.clear();
  await clearOfflineCache();
  await clearPendingWrites();
  // A test whose calls found no server leaves the app offline (lib/connectivity.ts).
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  const problems = consoleProblems;
  consoleProblems = [];
  if (problems.length > 0) {
    throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
  }
});
