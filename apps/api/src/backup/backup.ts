import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Config } from '../config';
import { withEmbeddedDatabase } from '../db/client';
import { makePrivate, privateDir } from '../lib/private-files';

/** What a backup holds, checked again after a restore (docs/design.md §11). */
export interface Manifest {
  version: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  fileStore: 'disk' | 'postgres';
  /** 'file': DATA_DIR/files-secret is in the backup; 'env': FILES_SECRET, kept by whoever set it. */
  secret: 'file' | 'env';
  /** Rows per table. */
  counts: Record<string, number>;
  /** sha256 of each stored file's bytes, by id (disk store; with the postgres store they are rows). */
  files: Record<string, string>;
}

export type BackupConfig = Pick<
  Config,
  'DATABASE_URL' | 'DATA_DIR' | 'FILE_STORE' | 'FILES_SECRET'
>;

/** Rows of a query on either driver. */
export type Query = <T>(text: string) => Promise<T[]>;

export const MANIFEST = 'manifest.json';
export const PG_DUMP = 'database.dump';
export const PGLITE_DUMP = 'database.tar.gz';
export const FILES = 'files';
export const SECRET = 'files-secret';

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function secretFile(dataDir: string): string {
  return path.join(dataDir, 'files-secret');
}

/** Runs a PostgreSQL client program; rejects with its error output when it fails. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} terminou com ${code}: ${errors}`)),
    );
  });
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Rows per table of the public schema, as the transaction or client `query` sees them. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ tablename: string }>(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await query<{ n: number }>(
      `select count(*)::int as n from "${tablename.replaceAll('"', '""')}"`,
    );
    counts[tablename] = row?.n ?? 0;
  }
  return counts;
}

export async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** Copies the bytes of `ids` into the backup and answers their hashes; a missing one fails. */
async function copyFiles(config: BackupConfig, ids: string[], outDir: string) {
  const hashes: Record<string, string> = {};
  if (config.FILE_STORE !== 'disk') return hashes;
  await mkdir(path.join(outDir, FILES), { recursive: true });
  for (const id of ids) {
    const target = path.join(outDir, FILES, id);
    try {
      await copyFile(path.join(filesDir(config.DATA_DIR), id), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new Error(`O arquivo ${id} foi removido durante a cópia. Rode o backup de novo.`);
    }
    hashes[id] = await sha256Of(target);
  }
  return hashes;
}

/**
 * `npm run backup -- --out DIR`: a consistent copy of the database (pg_dump's custom format with
 * DATABASE_URL, PGlite's own dump otherwise), the stored files and the files secret, with a
 * manifest of row counts and file hashes. On PostgreSQL the dump, the counts and the list of
 * files all read one exported snapshot while the app keeps running; the embedded database is
 * read with its lock held, so the server must be stopped.
 */
export async function backup(config: BackupConfig, outDir: string): Promise<Manifest> {
  if (!(await isEmptyOrMissing(outDir))) {
    throw new Error(`A pasta ${outDir} já existe e não está vazia: escolha outra.`);
  }
  await privateDir(outDir);
  let counts: Record<string, number>;
  let files: Record<string, string>;
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const [{ snapshot }] = (
        await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
      ).rows as [{ snapshot: string }];
      const query: Query = async (text) => (await client.query(text)).rows;
      counts = await tableCounts(query);
      const ids = (await query<{ id: string }>('select id from files order by id')).map(
        (row) => row.id,
      );
      await runTool('pg_dump', [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${path.join(outDir, PG_DUMP)}`,
        config.DATABASE_URL,
      ]);
      // Bytes go only after their row's deletion commits, so every file of the snapshot is
      // still on disk unless deleted since; that rare race fails the backup, which is retried.
      files = await copyFiles(config, ids, outDir);
      await client.query('commit');
    } finally {
      await client.end();
    }
  } else {
    ({ counts, files } = await withEmbeddedDatabase(config.DATA_DIR, async (client) => {
      const query: Query = async (text) => (await client.query(text)).rows as never[];
      const found = await tableCounts(query);
      const ids = (await query<{ id: string }>('select id from files order by id')).map(
        (row) => row.id,
      );
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(outDir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      return { counts: found, files: await copyFiles(config, ids, outDir) };
    }));
  }
  const secretKept = config.FILES_SECRET ? 'env' : 'file';
  if (secretKept === 'file') {
    // Links handed out before the backup are signed with it: they must work after a restore.
    const secret = await readFile(secretFile(config.DATA_DIR)).catch(() => {
      throw new Error(
        `${secretFile(config.DATA_DIR)} não existe: use o DATA_DIR do servidor (ou FILES_SECRET).`,
      );
    });
    await writeFile(path.join(outDir, SECRET), secret, { mode: 0o600 });
  }
  const manifest: Manifest = {
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    fileStore: config.FILE_STORE,
    secret: secretKept,
    counts,
    files,
  };
  // Written last: a backup without its manifest is incomplete.
  await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // pg_dump and the copies take their own modes; the folder was closed to others meanwhile.
  await makePrivate(outDir);
  return manifest;
}
