import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/health';
import { pendingMigrations } from '../../db/client';
import { taggedRoutes } from '../../lib/route';
import { withTimeout } from '../../lib/with-timeout';

// Every readiness check answers within this (the database's `select 1` included): a load
// balancer needs a quick no, not a probe hung on a database out of reach (ADR 024).
const READY_MS = 1000;

type ReadinessCheck = (typeof endpoints.readinessChecks)[number];

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = taggedRoutes(app, 'health');
  await route(
    endpoints.getHealth,
    {
      config: { limit: 'probe' },
      summary: 'Estado do serviço e do banco de dados',
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

  await route(
    endpoints.getLiveness,
    {
      config: { limit: 'probe', whileClosing: true },
      summary: 'O processo está de pé (não consulta o banco)',
    },
    async () => ({ status: 'ok' as const }),
  );

  await route(
    endpoints.getReadiness,
    {
      config: { limit: 'probe', whileClosing: true },
      summary: 'Pronto para atender: banco, arquivos, migrações e não encerrando',
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
        endpoints.readinessChecks.map((name) => withTimeout(checks[name](), READY_MS)),
      );
      const failing = endpoints.readinessChecks.filter((_, i) => results[i]!.status === 'rejected');
      if (failing.length === 0) return { status: 'ok' as const };
      request.log.warn({ failing }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' as const, failing });
    },
  );
};

export default healthRoutes;
