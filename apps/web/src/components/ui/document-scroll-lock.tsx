import { useEffect } from 'react';

/**
 * Mounted only while a modal is open: keeps the page behind it from scrolling. Used instead of
 * Radix's Overlay, whose scroll lock injects a <style> element that the CSP (style-src 'self')
 * refuses.
 */
export function DocumentScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, []);
  return null;
}
