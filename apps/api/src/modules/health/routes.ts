import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-error';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', limit: 'probe' },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Estado do serviço e do banco de dados',
        response: {
          200: z.object({ status: z.literal('ok') }),
          ...errorResponses(429),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database did not answer the health check');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};

export default healthRoutes;
