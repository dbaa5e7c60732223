import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadRoutesAt } from '@/app/router';

export { pageReady } from '@/lib/page-ready';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page prerendered at build (scripts/prerender.mjs) is hydrated, not painted again: once its
// page's code is here, so that the first render matches the HTML (ADR 037). Code that failed to
// load is the router's to load again, or to report (ADR 030).
if (container.hasChildNodes()) {
  const hydrate = () => hydrateRoot(container, app);
  void loadRoutesAt(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}
