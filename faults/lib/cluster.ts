import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { atExit } from './scope';
import { freePort } from './util';

const run = promisify(execFile);
const SHARED_PORT = 5432;

/** The folder of pg_ctl, initdb and postgres (PG_BIN, or where the pg_ctl on PATH really lives). */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'pg_ctl');
    if (existsSync(candidate)) return path.dirname(realpathSync(candidate));
  }
  throw new Error('pg_ctl não encontrado no PATH (ou defina PG_BIN)');
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface Cluster {
  /** The database the app uses, straight to the cluster. */
  url: string;
  port: number;
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /** A query on a fresh connection of its own (the harness's view, never through the proxy). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  remove(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port. PostgreSQL refuses to run as root, so
 * initdb and pg_ctl run as the postgres user in a temp dir it owns; the socket lives there too.
 */
export async function createCluster(): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const { uid, gid } = postgresIds();
  chownSync(dir, uid, gid);
  const port = await freePort();
  if (port === SHARED_PORT) throw new Error('a porta 5432 é do servidor compartilhado');

  const asPostgres = (tool: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { timeout: 60_000 });
  const pgCtl = (args: string[]) => asPostgres('pg_ctl', ['-D', data, ...args]);

  let running = false;
  const forget = atExit(() => {
    if (running) {
      try {
        execFileSync(
          'runuser',
          ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, 'stop', '-m', 'immediate'],
          { stdio: 'ignore' },
        );
      } catch {
        // Already down.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/faults`,
    port,
    async stop(mode) {
      await pgCtl(['stop', '-m', mode, '-w', '-t', '60']);
      running = false;
    },
    async start() {
      await pgCtl(['start', '-l', logFile, '-w', '-t', '60']);
      running = true;
    },
    async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const client = new pg.Client({
        connectionString: cluster.url,
        connectionTimeoutMillis: 5000,
      });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async remove() {
      try {
        if (running) await cluster.stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
        forget();
      }
    },
  };

  try {
    await asPostgres('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    // Loopback only, on this port, with the socket in the temp dir (never the shared server's).
    appendFileSync(
      path.join(data, 'postgresql.conf'),
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\n`,
    );
    await cluster.start();
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query('create database faults');
    await admin.end();
    return cluster;
  } catch (error) {
    await cluster.remove();
    throw error;
  }
}
