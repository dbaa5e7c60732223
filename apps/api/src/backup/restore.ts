import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { withEmbeddedDatabase } from '../db/client';
import {
  FILES,
  filesDir,
  isEmptyOrMissing,
  MANIFEST,
  PG_DUMP,
  PGLITE_DUMP,
  runTool,
  SECRET,
  secretFile,
  sha256Of,
  tableCounts,
  type BackupConfig,
  type Manifest,
  type Query,
} from './backup';

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** What differs between the manifest and the restored data; empty when they match. */
async function differences(
  config: BackupConfig,
  manifest: Manifest,
  counts: Record<string, number>,
) {
  const found: string[] = [];
  for (const [table, expected] of Object.entries(manifest.counts)) {
    if (counts[table] !== expected) {
      found.push(`${table}: ${counts[table] ?? 'ausente'} linhas, o backup tem ${expected}`);
    }
  }
  for (const [id, backedUp] of Object.entries(manifest.files)) {
    const actual = await sha256Of(path.join(filesDir(config.DATA_DIR), id)).catch(() => null);
    if (actual !== backedUp)
      found.push(`arquivo ${id}: ${actual ? 'conteúdo diferente' : 'ausente'}`);
  }
  return found;
}

/**
 * The manifest's file paths that would not land inside the backup's `files` folder (nor the data
 * directory's): absolute, with a `..` part, or naming the folder itself. A tampered or corrupt
 * manifest must not make the restore write elsewhere.
 */
function pathsOutside(manifest: Manifest): string[] {
  return Object.keys(manifest.files).filter(
    (file) =>
      path.isAbsolute(file) ||
      file.split(/[\\/]/).includes('..') ||
      path.normalize(file) === '.' ||
      file === '',
  );
}

/**
 * `npm run restore -- --from DIR`: puts a backup back into an empty database (DATABASE_URL) or an
 * empty data directory, with its files and files secret, then checks every row count and file
 * hash against the manifest. Refuses a target that already holds data, and a manifest naming a
 * path outside its folder, before writing anything.
 */
export async function restore(config: BackupConfig, fromDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(fromDir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.version !== 1)
    throw new Error(`Versão de backup desconhecida: ${manifest.version}.`);
  const outside = pathsOutside(manifest);
  if (outside.length > 0) {
    throw new Error(
      `O manifesto do backup tem um caminho inválido: ${outside.join(', ')}. ` +
        'Os caminhos devem ser relativos, dentro da pasta do backup e sem "..". Nada foi restaurado.',
    );
  }
  if ((manifest.database === 'postgres') !== Boolean(config.DATABASE_URL)) {
    throw new Error(
      manifest.database === 'postgres'
        ? 'Este backup é de um PostgreSQL: defina DATABASE_URL com o banco vazio de destino.'
        : 'Este backup é do banco embutido: restaure sem DATABASE_URL, num DATA_DIR vazio.',
    );
  }
  if (manifest.fileStore !== config.FILE_STORE) {
    throw new Error(`Este backup usa FILE_STORE=${manifest.fileStore}: configure o mesmo.`);
  }
  if (!(await isEmptyOrMissing(filesDir(config.DATA_DIR)))) {
    throw new Error(`A pasta ${filesDir(config.DATA_DIR)} não está vazia.`);
  }

  let counts: Record<string, number>;
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    const [row] = await withPostgres(url, (query) =>
      query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      ),
    );
    if ((row?.n ?? 0) > 0) throw new Error('O banco de destino não está vazio.');
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${url}`,
      path.join(fromDir, PG_DUMP),
    ]);
    counts = await withPostgres(url, tableCounts);
  } else {
    if (!(await isEmptyOrMissing(path.join(config.DATA_DIR, 'pglite')))) {
      throw new Error(`O banco embutido em ${config.DATA_DIR} não está vazio.`);
    }
    const dump = new Blob([new Uint8Array(await readFile(path.join(fromDir, PGLITE_DUMP)))]);
    counts = await withEmbeddedDatabase(
      config.DATA_DIR,
      (client) => tableCounts(async (text) => (await client.query(text)).rows as never[]),
      dump,
    );
  }

  await mkdir(filesDir(config.DATA_DIR), { recursive: true, mode: 0o700 });
  for (const id of Object.keys(manifest.files)) {
    await copyFile(path.join(fromDir, FILES, id), path.join(filesDir(config.DATA_DIR), id));
  }
  if (manifest.secret === 'file') {
    await writeFile(secretFile(config.DATA_DIR), await readFile(path.join(fromDir, SECRET)), {
      mode: 0o600,
    });
  }
  const found = await differences(config, manifest, counts);
  if (found.length > 0) {
    throw new Error(`A restauração não confere com o backup:\n- ${found.join('\n- ')}`);
  }
  return manifest;
}
