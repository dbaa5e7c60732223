import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite, withEmbeddedDatabase, type Database } from '../../src/db/client';

// Migrating an empty embedded database takes seconds of CPU (every migration, in WASM); opening or
// loading a migrated one, a fraction of that. Tests whose point is not the migrations start from
// one database migrated once per run. No test framework here: the fault campaign uses it too.

/** Where the run's template is, set by the test suite's global set-up. */
const TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';
/** The template's database as `dumpDataDir` writes it, beside its `pglite` folder. */
const DUMP = 'pglite.tar';

/** A new temp dir holding an embedded database migrated from empty, and its dump. */
async function createTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drones-template-'));
  await (await openPglite(dir)).close();
  const dump = await withEmbeddedDatabase(dir, (client) => client.dumpDataDir('none'));
  await writeFile(path.join(dir, DUMP), Buffer.from(await dump.arrayBuffer()));
  return dir;
}

let lazyTemplate: Promise<string> | undefined;

function template(): Promise<string> {
  const given = process.env[TEMPLATE_ENV];
  if (given) return Promise.resolve(given);
  // Without the global set-up (`npm run faults`), one per process, gone when it exits.
  lazyTemplate ??= createTemplate().then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return lazyTemplate;
}

/**
 * A new temp DATA_DIR holding a migrated embedded database and nothing else (no lock, no files),
 * as a server leaves it after its first start.
 */
export async function migratedDataDir(prefix = 'drones-data-'): Promise<string> {
  const from = path.join(await template(), 'pglite');
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(from, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/** A new in-memory embedded database, migrated. */
export async function migratedMemoryDatabase(): Promise<Database> {
  const dump = await readFile(path.join(await template(), DUMP));
  return openPglite(undefined, new Blob([dump]));
}

/**
 * Vitest global set-up: makes the template once for all workers; removes it at teardown (a
 * worker's own would outlive it: workers end without an exit event).
 */
export async function setupTemplate(): Promise<() => void> {
  // Both API projects (PGlite and PostgreSQL workers) run the same set-up: one template serves.
  if (process.env[TEMPLATE_ENV]) return () => {};
  const dir = await createTemplate();
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
