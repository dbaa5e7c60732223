import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the database to the routes; closes it with the app when the app opened it. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database; owned: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.owned) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
