import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, httpMessage } from '@drones/shared/errors';

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_CACHE = 'public, max-age=3600';

/** The public pages the build prerendered (dist/prerendered/<name>.html), by path. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `prerendered/${file}`];
      }),
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, HTML and the service worker
 * revalidated (a new build reaches the browser at its next visit), the public pages as the build
 * prerendered them (docs/design.md §10), and history fallback (a GET outside /api that is not a file
 * answers index.html). Unknown /api paths are 404 JSON.
 */
export default fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const hasSpa = existsSync(path.join(opts.root, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: opts.root,
        // '/' is served below: the prerendered page, or the shell.
        index: false,
        // The build writes .br and .gz copies of each asset at maximum compression.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const relative = path.relative(opts.root, filePath);
          reply.header(
            'cache-control',
            relative.startsWith(`assets${path.sep}`)
              ? ASSET_CACHE
              : relative.endsWith('.html') || relative === 'sw.js'
                ? HTML_CACHE
                : OTHER_CACHE,
          );
        },
      });
      const pages = prerenderedPages(opts.root);
      if (!pages.has('/')) pages.set('/', 'index.html');
      for (const [route, file] of pages) {
        // Pages of the web app, not API operations: left out of the OpenAPI document.
        app.get(route, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file));
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', HTML_CACHE).sendFile('index.html');
      }
      return reply
        .status(404)
        .type('application/json')
        .send(errorBody(404, isApi ? 'Rota não encontrada.' : httpMessage(404)));
    });
  },
  { name: 'spa' },
);
