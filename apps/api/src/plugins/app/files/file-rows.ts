import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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

export async function insertFile(db: Db, row: FileRow & { variantOf?: string }): Promise<void> {
  await db.insert(files).values(row);
}

/** The file, or with `small` its small copy when it has one. */
export async function findFile(db: Db, id: string, small = false): Promise<FileRow | undefined> {
  const [row] = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      kind: files.kind,
      contentType: files.contentType,
      size: files.size,
    })
    .from(files)
    .where(small ? or(eq(files.id, id), eq(files.variantOf, id)) : eq(files.id, id))
    .orderBy(sql`${files.variantOf} is null`)
    .limit(1);
  return row;
}

/** The small copies made of these files. */
export async function variantIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.variantOf, ids));
  return rows.map((row) => row.id);
}

export async function deleteFiles(db: Db, ids: string[]): Promise<void> {
  await db.delete(files).where(inArray(files.id, ids));
}

export async function existingFileIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((row) => row.id));
}

// Advisory locks of the two-int form live apart from the migration's one-bigint lock.
const OWNER_LOCK_CLASS = 0x66696c65; // 'file'

/**
 * Serialises, until the transaction ends, the stores of one owner's files, so two concurrent
 * uploads cannot both pass the quota check.
 */
export async function lockOwnerFiles(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK_CLASS}, hashtext(${ownerId}))`);
}

export interface OwnerUsage {
  bytes: number;
  files: number;
  driverForms: number;
}

/**
 * What an owner keeps: bytes, files and ANAC forms (rows this transaction wrote included). The
 * small copies of photos are ours to make and count in none.
 */
export async function ownerUsage(db: Db, ownerId: string): Promise<OwnerUsage> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${files.size}), 0)`,
      files: count(),
      driverForms: sql<number>`count(*) filter (where ${files.kind} = 'driver_form')`.mapWith(
        Number,
      ),
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.variantOf)));
  return {
    bytes: Number(row?.bytes ?? 0),
    files: row?.files ?? 0,
    driverForms: row?.driverForms ?? 0,
  };
}
