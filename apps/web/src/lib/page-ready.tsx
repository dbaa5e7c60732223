import { useEffect } from 'react';

let resolve: () => void = () => {};

/**
 * Resolves once a public page's content is the app's: rendered, or, for a page prerendered at
 * build, hydrated (boot.ts holds the visitor's first click or form until then).
 */
export const pageReady = new Promise<void>((done) => {
  resolve = done;
});

/** Rendered after a page's content: its effect runs once that content has committed. */
export function PageReady() {
  useEffect(() => resolve(), []);
  return null;
}
