import { useSyncExternalStore } from 'react';

const MIN_OPACITY = 0.5;
const SCROLL_DIVISOR = 500;

/**
 * Background opacity of the top bar: it falls linearly from 1 at the top of the page to 0.5 once
 * the page has scrolled 500 px (0.75 at 250 px), and stays there.
 */
export function topBarOpacity(scrollY: number): number {
  const progress = Math.min(1, Math.max(0, scrollY) / SCROLL_DIVISOR);
  return 1 - (1 - MIN_OPACITY) * progress;
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

// The snapshot is the opacity itself, so scrolling past 500 px re-renders nothing. A page
// prerendered at build (and its hydration) starts at the top.
export function useTopBarOpacity() {
  return useSyncExternalStore(
    subscribe,
    () => topBarOpacity(window.scrollY),
    () => topBarOpacity(0),
  );
}
