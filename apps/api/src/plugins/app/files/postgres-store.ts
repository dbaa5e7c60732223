import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { fileContents } from '../../../db/schema';
import type { FileStore } from './file-store';

/**
 * Bytes in `file_contents` (bytea), written in the same transaction as the `files` row: every
 * API instance sharing the database sees them, and a rolled-back request leaves nothing behind.
 * A bytea parameter needs the bytes in memory: an upload on disk is read here, one file at a time
 * (the services store a request's files one after the other).
 */
export function postgresFileStore(): FileStore {
  return {
    driver: 'postgres',

    async write(id, data, db) {
      const bytes = Buffer.isBuffer(data) ? data : await readFile(data.path);
      await db.insert(fileContents).values({ fileId: id, data: bytes });
    },

    async read(id, db) {
      const [row] = await db
        .select({ data: fileContents.data })
        .from(fileContents)
        .where(eq(fileContents.fileId, id));
      return row?.data ?? null;
    },

    async delete(ids, db) {
      if (ids.length === 0) return;
      await db.delete(fileContents).where(inArray(fileContents.fileId, ids));
    },
  };
}
