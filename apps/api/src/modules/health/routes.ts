import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/client';
import { errorResponses } from '../../lib/http-error';
import { withTimeout } from '../../lib/with-timeout';

// Every readiness check answers within this (the database's `select 1` included): a load
// balancer needs a quick no, not a probe hung on a database out of reach (ADR 024).
const READY_MS = 1000;

const readinessChecks = ['database', 'files', 'migrations', 'closing'] as const;
type ReadinessCheck = (typeof readinessChecks)[number];

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

  app.get(
    '/health/live',
    {
      config: { access: 'public', limit: 'probe', whileClosing: true },
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'O processo está de pé (não consulta o banco)',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(429) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public', limit: 'probe', whileClosing: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Pronto para atender: banco, arquivos, migrações e não encerrando',
        response: {
          200: z.object({ status: z.literal('ok') }),
          ...errorResponses(429),
          503: z.object({
            status: z.literal('unavailable'),
            failing: z.array(z.enum(readinessChecks)),
          }),
        },
      },
    },
    async (request, reply) => {
      const database = app.database.ping(READY_MS);
      const checks: Record<ReadinessCheck, () => Promise<unknown>> = {
        database: () => database,
        files: () => app.files.probe(),
        // Unknown, so failing, while the database does not answer; not asked of it meanwhile, since
        // a second query would only wait on it.
        migrations: async () => {
          await database;
          const pending = await pendingMigrations(app.db);
          if (pending > 0) throw new Error(`${pending} migrations not applied`);
        },
        closing: async () => {
          if (app.closing) throw new Error('closing');
        },
      };
      const results = await Promise.allSettled(
        readinessChecks.map((name) => withTimeout(checks[name](), READY_MS)),
      );
      const failing = readinessChecks.filter((_, i) => results[i]!.status === 'rejected');
      if (failing.length === 0) return { status: 'ok' as const };
      request.log.warn({ failing }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' as const, failing });
    },
  );
};

export default healthRoutes;
