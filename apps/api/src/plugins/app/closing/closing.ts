import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpMessage } from '@drones/shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers for itself while the app closes (the readiness probe says why). */
    whileClosing?: boolean;
  }
  interface FastifyInstance {
    /** Whether the app has begun to close: requests in flight finish, new ones get 503. */
    readonly closing: boolean;
  }
}

// Seconds a client is told to wait before trying again (another instance, or this one restarted).
export const RETRY_AFTER_SECONDS = 5;

/**
 * While the app closes, a request that arrives on a kept-alive connection is answered 503 in the
 * error shape, with Retry-After, and its connection is closed; the requests already running are
 * not touched and finish (server.ts gives them SHUTDOWN_GRACE_MS).
 */
export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.decorate('closing', {
      getter: () => closing,
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing || request.routeOptions.config.whileClosing) return;
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json')
        .send({ message: httpMessage(503), statusCode: 503 });
    });
  },
  { name: 'closing' },
);
