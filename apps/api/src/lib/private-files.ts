import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** How often files a crash left behind are looked for (docs/design.md §11), each with the same grace. */
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

// DATA_DIR and backups are the service's alone (ADR 029): they hold the database, whose WAL
// carries password hashes, the stored documents and the secret that signs their links.

/**
 * What this process creates gets no group or other bits, whatever mode a library asks for:
 * PGlite makes its directories 0777 before the umask. Called first by every entry point.
 */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/** Creates `dir` (and its parents) 0700, and closes an existing one to others too. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * Takes the group and other bits off everything under `root`: directories 0700, files 0600 or
 * stricter. PGlite writes the files of a new or loaded database 0666 and a few others 0644 at
 * each start, whatever the umask; the files PostgreSQL creates later (WAL segments, tables) it
 * opens 0600 itself.
 */
export async function makePrivate(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const file of [root, ...entries.map((entry) => path.join(entry.parentPath, entry.name))]) {
    const stat = await lstat(file);
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : mode & 0o600;
    if (!stat.isSymbolicLink() && mode !== wanted) await chmod(file, wanted);
  }
}
