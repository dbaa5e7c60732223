import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../../db/client';

// Settings that, off, let PostgreSQL acknowledge a commit it may lose in a crash.
const DURABILITY_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'];

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
    if (opts.database.kind === 'postgres') {
      const off = await queryRows<{ name: string }>(
        opts.database.db,
        sql`select name from pg_settings
            where name in (${sql.join(
              DURABILITY_SETTINGS.map((name) => sql`${name}`),
              sql`, `,
            )})
              and setting = 'off'`,
      );
      for (const { name } of off) {
        app.log.warn(
          { setting: name },
          `PostgreSQL has ${name} off: a crash of its server may lose acknowledged commits`,
        );
      }
    }
    if (opts.owned) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
