import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makePrivate, privateDir } from '../lib/private-files';
import { withTimeout } from '../lib/with-timeout';
import { withCommitSteps } from './commit-scope';
import type { Db } from './db-type';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type { Db };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Rejects when the database does not answer within the time-out. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY on the channel, from any connection or instance, until the
   * answered function stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
// Any constant shared by every instance: only one of them applies migrations at a time.
const MIGRATION_LOCK = 727_001;
// The planner's cost of a random page read, for SSD storage (PostgreSQL's default of 4 models
// spinning disks and makes it scan a whole table rather than probe an index a few hundred times).
export const RANDOM_PAGE_COST = '1.1';

/**
 * PGlite on dataDir/pglite, holding the data directory's lock (two processes on one embedded
 * database lose each other's commits: the second refuses). `load` fills an empty one from a dump.
 * Its files are made private once it has started (ADR 029).
 */
async function createPglite(
  dataDir: string,
  load?: Blob,
): Promise<{ client: PGlite; release: () => void }> {
  const dir = path.join(dataDir, 'pglite');
  await privateDir(dataDir);
  await privateDir(dir);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dir, {
      extensions: { pg_trgm, unaccent },
      ...(load ? { loadDataDir: load } : {}),
    });
    await makePrivate(dir);
    return { client, release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs `work` on the embedded database of `dataDir` (migrations not applied: a backup or restore
 * handles it as it is), holding the lock; `load` first fills an empty one from `dumpDataDir`'s
 * tarball.
 */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (client: PGlite) => Promise<T>,
  load?: Blob,
): Promise<T> {
  const { client, release } = await createPglite(dataDir, load);
  try {
    return await work(client);
  } finally {
    await client.close();
    release();
  }
}

/**
 * The embedded PostgreSQL (WASM) persisted under dataDir/pglite, or in memory without one. One
 * process at a time. `load` first fills an empty one from `dumpDataDir`'s tarball.
 */
export async function openPglite(dataDir: string | undefined, load?: Blob): Promise<Database> {
  let client: PGlite;
  let release = () => {};
  if (dataDir) {
    ({ client, release } = await createPglite(dataDir, load));
  } else {
    client = await PGlite.create({
      extensions: { pg_trgm, unaccent },
      ...(load ? { loadDataDir: load } : {}),
    });
  }
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: withCommitSteps(db as unknown as Db),
    kind: 'pglite',
    ping: (timeoutMs = 2000) => withTimeout(client.query('select 1'), timeoutMs).then(() => {}),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** A real PostgreSQL server through a node-postgres pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Migrations run on one connection holding an advisory lock, so instances starting together
  // do not apply the same migration twice.
  const migrator = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: migrator, schema }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    // Also the longest wait for a free pooled connection.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // A lost connection fails the query that used it; the error event must not crash the process,
  // whether the client is idle (the pool's own listener) or checked out (ours, per client).
  pool.on('error', () => {});
  pool.on('connect', guardClient);
  const db = withCommitSteps(releasingTransactions(postgresDb(pool), pool));
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs = 2000) => pingPool(pool, timeoutMs),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

const CONNECT_TIMEOUT_MS = 5000;
// The server's ceiling for one statement; the export reads in short batches and needs no more.
const STATEMENT_TIMEOUT_MS = 15_000;
// A statement the server has not answered by then fails on our side, so a database that stops
// answering (network cut, host gone) turns into a 503 within seconds, not a hung request.
const QUERY_TIMEOUT_MS = 5000;
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * Error listener for a checked-out client, and the end of a connection whose query timed out on
 * our side: the server may still be running it, so the connection must not serve another query
 * (a transaction's rollback would queue behind it). An ended client leaves the pool on release.
 */
function guardClient(client: pg.PoolClient): void {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void client.end();
      });
    }
    return result;
  };
}

/**
 * `select 1` within `timeoutMs`, the wait for a connection included: a database out of reach
 * hangs the TCP handshake or the query, and the pool's own time-outs are 5 s (ADR 024). A
 * connection that misses the deadline is closed, not handed back, since its socket may be stuck;
 * one that arrives after it is handed back (or fails on the pool's connect time-out).
 */
async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const acquiring = pool.connect();
  let client: pg.PoolClient;
  try {
    client = await withTimeout(acquiring, timeoutMs);
  } catch (error) {
    acquiring.then(
      (late) => late.release(),
      () => {},
    );
    throw error;
  }
  try {
    await withTimeout(client.query('select 1'), Math.max(0, deadline - Date.now()));
    client.release();
  } catch (error) {
    client.release(true);
    throw error;
  }
}

const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is opened again after RELISTEN_MS, until stopped.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    client = next;
    let down = false;
    const lost = () => {
      if (down) return;
      down = true;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void open().catch(() => {}), RELISTEN_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      lost();
      throw error;
    }
  };
  try {
    await open();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Drizzle's pooled transaction sends BEGIN before the `try` that releases its client, so a BEGIN
 * lost with its connection would keep that client checked out for good and the pool would shrink
 * with every fault. Here the client is taken and always released by us; Drizzle runs the
 * transaction on it (a broken client leaves the pool on release).
 */
function releasingTransactions(db: Db, pool: pg.Pool): Db {
  db.transaction = (async (work, config) => {
    const client = await pool.connect();
    try {
      const onClient = drizzleNodePg({ client, schema }) as unknown as Db;
      return await onClient.transaction(work, config);
    } finally {
      client.release();
    }
  }) as Db['transaction'];
  return db;
}

/** Drizzle over a node-postgres pool; `logQuery` sees every statement sent (the benchmarks use it). */
export function postgresDb(
  pool: pg.Pool,
  logQuery?: (text: string, values: unknown[]) => void,
): Db {
  const logger = logQuery ? { logQuery } : undefined;
  return drizzleNodePg({ client: pool, schema, logger }) as unknown as Db;
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}

/** How many of the migrations this code ships the database has not applied (0 when current). */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, journal.entries.length - (row?.applied ?? 0));
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
