import { randomUUID } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
} from 'node:fs/promises';
import path from 'node:path';
import { isFileId, type FileStore } from './file-store';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

const SWEEP_BATCH = 500;

/**
 * Files under `root`, named by their id (never by anything the client sent). A write goes to
 * root/tmp first, is fsynced and renamed into place, so a reader never sees a partial file.
 */
export function diskFileStore(root: string): FileStore {
  const tmp = path.join(root, 'tmp');
  let created: Promise<unknown> | undefined;
  const ready = () =>
    (created ??= mkdir(tmp, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      created = undefined;
      throw error;
    }));

  function pathOf(id: string): string {
    // Ids come from our own rows, but a name must never be able to leave the directory.
    if (!isFileId(id)) throw new Error(`id de arquivo inválido: ${id}`);
    return path.join(root, id);
  }

  async function syncDirectory(dir: string): Promise<void> {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    driver: 'disk',

    async write(id, data) {
      const target = pathOf(id);
      await ready();
      const temporary = path.join(tmp, `${id}.${randomUUID()}`);
      try {
        if (Buffer.isBuffer(data)) {
          const handle = await open(temporary, 'wx', 0o600);
          try {
            await handle.writeFile(data);
            await handle.sync();
          } finally {
            await handle.close();
          }
        } else {
          // An upload on the same file system is linked, not copied; elsewhere it is copied.
          await link(data.path, temporary).catch(() => copyFile(data.path, temporary));
          const handle = await open(temporary, 'r');
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
        }
        await rename(temporary, target);
      } catch (error) {
        await unlinkIfPresent(temporary);
        throw error;
      }
      // The rename itself must survive a power loss too.
      await syncDirectory(root);
    },

    async read(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(ids) {
      await Promise.all(ids.map((id) => unlinkIfPresent(pathOf(id))));
    },

    async probe() {
      await ready();
      const file = path.join(tmp, `probe.${randomUUID()}`);
      try {
        const handle = await open(file, 'wx', 0o600);
        try {
          await handle.writeFile('ok');
          await handle.sync();
        } finally {
          await handle.close();
        }
      } finally {
        await unlinkIfPresent(file);
      }
    },

    async sweep(existing, graceMs) {
      await ready();
      // Requests are served while this runs: only what is older than any write in progress goes.
      const cutoff = Date.now() - graceMs;
      const olderThanCutoff = async (file: string) =>
        ((await stat(file).catch(() => null))?.mtimeMs ?? Infinity) < cutoff;
      for (const name of await readdir(tmp)) {
        const partial = path.join(tmp, name);
        if (await olderThanCutoff(partial)) await unlinkIfPresent(partial);
      }
      const candidates: string[] = [];
      for (const name of await readdir(root)) {
        if (isFileId(name) && (await olderThanCutoff(path.join(root, name)))) candidates.push(name);
      }
      let removed = 0;
      for (let i = 0; i < candidates.length; i += SWEEP_BATCH) {
        const batch = candidates.slice(i, i + SWEEP_BATCH);
        const known = await existing(batch);
        const orphans = batch.filter((id) => !known.has(id));
        await Promise.all(orphans.map((id) => unlinkIfPresent(pathOf(id))));
        removed += orphans.length;
      }
      return removed;
    },
  };
}
