import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { onTestFinished, afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openPostgres, queryRows, type Database } from '../../src/db/client';
import type { LogStream } from '../../src/logger';
import { migratedMemoryDatabase } from './pglite-template';
import { startSmtpCapture } from './smtp-capture';

/**
 * The time a test that starts the embedded database from empty (its migrations, in WASM) or a
 * server process may take while the rest of `npm test` shares the two cores.
 */
export const SLOW_MS = 120_000;

/** Test-only environment: the one place tests read it. */
const env = process.env;

let shared: Promise<Database> | undefined;
let sharedUrl: string | undefined;

async function freshPostgresDatabase(): Promise<string> {
  const base = new URL(env.TEST_DATABASE_URL!);
  const name = `${base.pathname.slice(1) || 'test'}_api_${env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return base.toString();
}

/**
 * The worker's database: in-memory PGlite, already migrated, or a fresh PostgreSQL database when
 * TEST_DB=postgres.
 */
export function testDatabase(): Promise<Database> {
  shared ??=
    env.TEST_DB === 'postgres'
      ? freshPostgresDatabase().then((url) => {
          sharedUrl = url;
          return openPostgres(url, 4);
        })
      : migratedMemoryDatabase();
  return shared;
}

/**
 * The worker's database as another instance would open it: its own pool and connections on
 * PostgreSQL (closed when the test finishes); PGlite lives in one process, so there it is shared.
 */
export async function anotherConnection(): Promise<Database> {
  const database = await testDatabase();
  if (!sharedUrl) return database;
  const other = await openPostgres(sharedUrl, 4);
  onTestFinished(() => other.close());
  return other;
}

export async function resetDatabase(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    // Reference data loaded by the migrations (the IBGE municipalities) stays.
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'municipalities'`,
  );
  if (rows.length === 0) return;
  // One statement deleting every table: on tables this small it takes a millisecond or two where
  // TRUNCATE, which makes new files for each table and index, takes about 50.
  const deletes = rows.map((row, i) => `d${i} as (delete from "${row.tablename}")`).join(', ');
  // A file sharing one app across tests keeps its background jobs polling; a job's query locking
  // the same rows in another order can deadlock with the reset, and PostgreSQL aborts one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.transaction(async (tx) => {
        // Replica mode (this transaction, superusers only) skips triggers: the foreign keys', so
        // the order of the deletes does not matter, and the audit log's refusal (ADR 020).
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql.raw(`with ${deletes} select 1`));
      });
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return (cause as { code?: string } | undefined)?.code === '40P01';
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'drones-test-')),
    WEB_DIST: path.join(os.tmpdir(), 'drones-no-web-dist'),
    PUBLIC_URL: 'http://drones.test',
    ...overrides,
  });
}

/**
 * The app under test, on the worker's database unless `database` is given. Called inside a test it
 * closes when the test finishes, passed or failed; from a beforeAll the file closes it in afterAll.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { database?: Database; config?: Config; logStream?: LogStream } = {},
) {
  const app = await buildApp(options.config ?? testConfig(overrides), {
    database: options.database ?? (await testDatabase()),
    logStream: options.logStream,
  });
  try {
    onTestFinished(() => app.close());
  } catch {
    // Called from a beforeAll (no current test): that file's afterAll closes the app.
  }
  return app;
}

/** The app under test with the config it runs on, for tests that look into its DATA_DIR. */
export async function createTestAppWithConfig(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  return { app: await createTestApp({}, { config }), config };
}

/**
 * An app delivering its mail to a real SMTP capture, for a file that shares them across tests.
 * The worker's database is emptied first: mail other files left queued there must not reach
 * this capture.
 */
export async function startSmtpApp() {
  await resetDatabase(await testDatabase());
  const smtp = await startSmtpCapture();
  const app = await createTestApp({ SMTP_URL: smtp.url });
  await app.ready();
  return {
    app,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
}

export type SmtpApp = Awaited<ReturnType<typeof startSmtpApp>>;

/**
 * A file's app whose mail goes to a local SMTP capture: started before the file's tests, handed
 * to `started`, closed after them.
 */
export function useSmtpApp(started: (running: SmtpApp) => void) {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const running = await startSmtpApp();
    close = running.close;
    started(running);
  });
  afterAll(() => close?.());
}
