import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** A strict CSP: the SPA needs nothing inline; images may also come from the map's tile server. */
const optionsFor = (tileOrigin: string): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets, worked out once: with no nonces they depend on no request, and
 * building helmet's middleware on every request (as @fastify/helmet does) cost a few percent of
 * the API's CPU.
 */
function securityHeaders(tileOrigin: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader() {},
  };
  helmet(optionsFor(tileOrigin))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

/**
 * Security headers on every answer; API answers (CPF, birth dates, phones) are never kept by a
 * browser or proxy cache unless a route says otherwise.
 */
export default fp(
  async (app: FastifyInstance, opts: { tileOrigin: string }) => {
    const headers = securityHeaders(opts.tileOrigin);
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'helmet' },
);
