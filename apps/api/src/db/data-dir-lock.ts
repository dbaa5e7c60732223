import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The refusal a second process gets (docs/design.md §11), naming the directory and the holder. */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `O banco embutido em ${dir} já está em uso pelo processo ${pid}. ` +
        'Encerre esse processo ou use outro DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function holderOf(lock: string): number | null {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's lock for this process: a file holding its pid, created whole at
 * once (written aside, then linked in place, which fails if one exists). A live holder, this
 * process included, refuses; a crashed holder's file is taken over. Answers the release.
 */
export function lockDataDir(dir: string): () => void {
  const lock = path.join(dir, 'pglite.lock');
  const mine = `${lock}.${process.pid}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    writeFileSync(mine, String(process.pid));
    try {
      linkSync(mine, lock);
      return () => {
        if (holderOf(lock) === process.pid) unlinkSync(lock);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderOf(lock);
      if (pid !== null && isAlive(pid)) throw new DataDirInUseError(dir, pid);
      unlinkSync(lock);
    } finally {
      unlinkSync(mine);
    }
  }
  throw new Error(`Não foi possível reservar o banco embutido em ${dir}.`);
}
