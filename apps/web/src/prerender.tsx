// Build-time rendering of the public pages (docs/design.md §10): the same components the app hydrates,
// rendered to HTML by scripts/prerender.mjs so that the page paints before any script runs.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { documentTitle, takePrerenderedTitle } from '@/hooks/use-document-title';
import { createQueryClient } from '@/lib/query-client';

/** The HTML of the app at `path`, as a signed-out visitor's first render makes it, and its title. */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path}: a rota respondeu ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    {
      // A part that fails here would be left to the browser: the build fails instead.
      onError: (error) => void errors.push(error),
      // The whole page in place: an outlined part would need an inline script to be put in
      // place, which the content security policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${path}: a página não pôde ser gerada`);
  const html = await new Response(prelude).text();
  return { html, title: takePrerenderedTitle() ?? documentTitle() };
}
