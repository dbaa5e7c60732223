import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema';
import type { FileKind } from './content';

export interface FileRow {
  id: string;
  ownerId: string | null;
  kind: FileKind;
  contentType: string;
  size: number;
}

export async function insertFile(db: Db, row: FileRow): Promise<void> {
  await db.insert(files).values(row);
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      kind: files.kind,
      contentType: files.contentType,
      size: files.size,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export async function deleteFiles(db: Db, ids: string[]): Promise<void> {
  await db.delete(files).where(inArray(files.id, ids));
}

export async function existingFileIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((row) => row.id));
}
