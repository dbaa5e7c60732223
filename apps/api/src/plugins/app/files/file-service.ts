import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client';
import type { FileStore } from './file-store';
import { prepareContent, type FileKind } from './content';
import { deleteFiles, existingFileIds, findFile, insertFile, type FileRow } from './file-rows';

export interface StoreInput {
  data: Buffer;
  kind: FileKind;
  ownerId: string | null;
}

export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
}

export interface FileService {
  /**
   * Checks the upload by its content, re-encodes images and saves row and bytes. With `db` (a
   * transaction opened by `transaction`) both follow that transaction; without it they are saved
   * at once. A refused file throws HttpError 413/415 and leaves nothing behind.
   */
  store(input: StoreInput, db?: Db): Promise<StoredFile>;
  /** Deletes rows and bytes; with `db` the bytes go only once that transaction commits. */
  remove(ids: string[], db?: Db): Promise<void>;
  /**
   * A database transaction whose files follow it: bytes stored in it are deleted when it rolls
   * back, bytes removed in it are deleted when it commits. The only kind of transaction `store`
   * and `remove` accept.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** `/api/files/{id}?exp=…&sig=…`, valid for at least `ttlSeconds`. */
  signedUrl(id: string, ttlSeconds?: number): string;
  /** Whether `sig` is ours for this id and expiry and the expiry is still ahead. */
  verify(id: string, exp: number, sig: string): boolean;
  /** The file with its bytes, or null when it does not exist. */
  read(id: string): Promise<(FileRow & { data: Buffer }) | null>;
  /** Deletes bytes an interrupted process left without a row; answers how many. */
  sweep(): Promise<number>;
}

// Expiries are rounded up to this window so a file keeps the same URL for a while and the
// browser's cache can serve it.
const URL_WINDOW_SECONDS = 300;
// A write in progress has bytes and no committed row yet; only older bytes can be orphans.
const SWEEP_GRACE_MS = 60 * 60 * 1000;

interface Ledger {
  stored: string[];
  removed: string[];
}

export function createFileService(deps: {
  db: Db;
  store: FileStore;
  secret: Buffer;
  log: Pick<FastifyBaseLogger, 'error'>;
}): FileService {
  const { db, store: fileStore, secret, log } = deps;
  const ledgers = new WeakMap<Db, Ledger>();

  function ledgerOf(tx: Db): Ledger {
    const ledger = ledgers.get(tx);
    if (!ledger) {
      throw new Error(
        'Arquivos só são gravados ou removidos numa transação aberta por app.files.transaction().',
      );
    }
    return ledger;
  }

  async function deleteBytes(ids: string[], via: Db, reason: string): Promise<void> {
    if (ids.length === 0) return;
    try {
      await fileStore.delete(ids, via);
    } catch (error) {
      // The start-up sweep removes them later; the outcome the caller sees stays the same.
      log.error({ err: error, ids }, `could not delete the bytes of ${reason} files`);
    }
  }

  function sign(id: string, exp: number): string {
    return createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url');
  }

  const service: FileService = {
    async store(input, tx) {
      // A transaction whose files nobody would clean up is refused before the slow part.
      if (tx) ledgerOf(tx);
      // Checked and re-encoded before any transaction of ours is opened, so the slow part holds
      // no connection (PGlite runs one transaction at a time).
      const content = await prepareContent(input.data, input.kind);
      const row: FileRow = {
        id: uuidv7(),
        ownerId: input.ownerId,
        kind: input.kind,
        contentType: content.contentType,
        size: content.data.length,
      };
      const save = async (into: Db) => {
        ledgerOf(into).stored.push(row.id);
        try {
          // A savepoint: if the caller catches a failure here and commits, no row is left
          // without bytes.
          await into.transaction(async (savepoint) => {
            await insertFile(savepoint, row);
            await fileStore.write(row.id, content.data, savepoint);
          });
        } catch (error) {
          await deleteBytes([row.id], into, 'unsaved');
          throw error;
        }
      };
      await (tx ? save(tx) : service.transaction(save));
      return { id: row.id, contentType: row.contentType, size: row.size };
    },

    async remove(ids, tx) {
      if (ids.length === 0) return;
      if (!tx) return service.transaction((own) => service.remove(ids, own));
      const ledger = ledgerOf(tx);
      await deleteFiles(tx, ids);
      ledger.removed.push(...ids);
    },

    async transaction(fn) {
      const ledger: Ledger = { stored: [], removed: [] };
      let result;
      try {
        result = await db.transaction(async (tx) => {
          ledgers.set(tx, ledger);
          return fn(tx);
        });
      } catch (error) {
        await deleteBytes(ledger.stored, db, 'rolled-back');
        throw error;
      }
      await deleteBytes(ledger.removed, db, 'removed');
      return result;
    },

    signedUrl(id, ttlSeconds = 3600) {
      const now = Math.floor(Date.now() / 1000);
      const exp = Math.ceil((now + ttlSeconds) / URL_WINDOW_SECONDS) * URL_WINDOW_SECONDS;
      return `/api/files/${id}?exp=${exp}&sig=${sign(id, exp)}`;
    },

    verify(id, exp, sig) {
      if (exp < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(id, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async read(id) {
      const row = await findFile(db, id);
      if (!row) return null;
      const data = await fileStore.read(id, db);
      if (!data) {
        log.error({ fileId: id }, 'file row without bytes');
        return null;
      }
      return { ...row, data };
    },

    async sweep() {
      return (await fileStore.sweep?.((ids) => existingFileIds(db, ids), SWEEP_GRACE_MS)) ?? 0;
    },
  };
  return service;
}
