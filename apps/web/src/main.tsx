import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';

export { pageReady } from '@/lib/page-ready';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page prerendered at build (scripts/prerender.mjs) is hydrated, not painted again.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
