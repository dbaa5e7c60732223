import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Rendered inside the page's Suspense boundary, so its effect runs once the page has rendered:
 * each navigation to an address with a hash scrolls once to that element; other forward
 * navigations start at the top of the page (back/forward keeps the browser's position).
 */
export function ScrollToHash() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      block: 'start',
    });
    // Anchors that opt in (tabindex="-1") also take focus, so the next Tab continues from there.
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, [key, hash, navigationType]);

  return null;
}
