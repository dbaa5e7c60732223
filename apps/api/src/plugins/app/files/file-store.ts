import type { Db } from '../../../db/client';
import type { Upload } from './content';

/**
 * Where the bytes of stored files live. The `files` row is the source of truth: bytes without a
 * row are garbage. `db` is the transaction that inserts or deletes the row; the postgres driver
 * writes there (so bytes and row commit together), the disk driver ignores it.
 */
export interface FileStore {
  readonly driver: 'disk' | 'postgres';
  /**
   * Writes the bytes of a file whose row `db` has just inserted, from memory or from an upload's
   * temporary file (which stays where it is: the request that made it removes it).
   */
  write(id: string, data: Upload, db: Db): Promise<void>;
  /** The bytes, or null when there are none. */
  read(id: string, db: Db): Promise<Buffer | null>;
  /** Deletes the bytes of these files; ids without bytes are ignored. */
  delete(ids: string[], db: Db): Promise<void>;
  /**
   * Removes what an interrupted process may have left outside the database, once older than
   * `graceMs`: partial writes, and bytes whose row `existing` does not report. Absent when the
   * bytes live in the database.
   */
  sweep?(existing: (ids: string[]) => Promise<Set<string>>, graceMs: number): Promise<number>;
  /**
   * Rejects when a file cannot be written now (full disk, lost mount, wrong permissions). Absent
   * when the bytes live in the database, whose own probe covers them.
   */
  probe?(): Promise<void>;
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isFileId(value: string): boolean {
  return ID_PATTERN.test(value);
}
