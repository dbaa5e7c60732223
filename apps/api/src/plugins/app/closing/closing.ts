import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '@drones/shared/errors';

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
 * error shape, with Retry-After; the requests already running finish (server.ts gives them
 * SHUTDOWN_GRACE_MS). Every answer sent while closing closes its connection.
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
    // An answer sent while closing ends its connection: a kept-alive socket would hold
    // server.close() until the grace runs out.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) void reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing || request.routeOptions.config.whileClosing) return;
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json')
        .send(errorBody(503));
    });
  },
  { name: 'closing' },
);
