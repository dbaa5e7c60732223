import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { SWEEP_EVERY_MS } from '../../../lib/private-files';
import type { SessionUser } from '../../../lib/session-user';
import type { FileStore } from './file-store';
import { prepareContent, type FileKind, type PreparedContent, type Upload } from './content';
import {
  deleteFiles,
  existingFileIds,
  findFile,
  insertFile,
  lockOwnerFiles,
  ownerUsage,
  variantIds,
  type FileRow,
} from './file-rows';

export interface StoreInput {
  /** The upload (a temporary file from the multipart reader) or bytes in memory. */
  data: Upload;
  kind: FileKind;
  ownerId: string | null;
}

/** An upload checked by its content and re-encoded, ready for `store` inside a transaction. */
export interface PreparedFile {
  readonly kind: FileKind;
  readonly ownerId: string | null;
  readonly content: PreparedContent;
}

export interface StoredFile {
  id: string;
  contentType: string;
  size: number;
}

/** Who a signed URL is for: the session that asked for it. The URL dies with that session. */
export type FileViewer = Pick<SessionUser, 'sessionId'>;

/** The query of a signed URL, as the files route receives it. */
export interface SignedQuery {
  s: string;
  exp: number;
  sig: string;
}

/** How much one owner may keep (docs/design.md §9): bytes, files, and ANAC forms among them. */
export interface FileQuota {
  bytes: number;
  files: number;
  driverForms: number;
}

export interface FileService {
  /**
   * Checks the upload by its content and re-encodes images: the slow, CPU-bound part, done before
   * any transaction opens so none is held open by it. A refused file (415, or 413 for an owner
   * already at the quota) throws HttpError.
   */
  prepare(input: StoreInput): Promise<PreparedFile>;
  /** `prepare` for each upload of one kind and owner, in order. */
  prepareEach(uploads: Upload[], target: Omit<StoreInput, 'data'>): Promise<PreparedFile[]>;
  /**
   * Saves the row and bytes of a prepared file, both following `db` (a transaction opened by
   * `transaction`); a file over the owner's quota throws 413 and leaves nothing behind.
   */
  store(file: PreparedFile, db: Db): Promise<StoredFile>;
  /** `store` for each prepared file, in order, each linked to its record by `link` at once. */
  storeEach(
    files: PreparedFile[],
    db: Db,
    link: (file: StoredFile) => Promise<unknown>,
  ): Promise<void>;
  /** Deletes rows and bytes; with `db` the bytes go only once that transaction commits. */
  remove(ids: string[], db?: Db): Promise<void>;
  /**
   * A database transaction whose files follow it: bytes stored in it are deleted when it rolls
   * back, bytes removed in it are deleted when it commits. The only kind of transaction `store`
   * and `remove` accept.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * `/api/files/{id}?s=…&exp=…&sig=…` for the viewer's session, valid for at least `ttlSeconds`
   * and no longer than that session.
   */
  signedUrl(id: string, viewer: FileViewer, ttlSeconds?: number): string;
  /** Whether the signature is ours for this id, session and expiry, both still alive. */
  verify(id: string, query: SignedQuery): Promise<boolean>;
  /**
   * The file with its bytes, or null when it does not exist; with `small`, the small copy of a
   * photo (the file itself when it has none).
   */
  read(id: string, options?: { small?: boolean }): Promise<(FileRow & { data: Buffer }) | null>;
  /**
   * Deletes bytes an interrupted process left without a row, older than `graceMs` (a write in
   * progress has bytes and no committed row yet); answers how many.
   */
  sweep(graceMs?: number): Promise<number>;
  /** Rejects when the store cannot take a file now (the readiness probe asks). */
  probe(): Promise<void>;
}

const MB = 1024 * 1024;
const mbFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const quotaMessages = {
  bytes: (quota: FileQuota) =>
    `Limite de armazenamento atingido: ${mbFormat.format(quota.bytes / MB)} MB por conta.`,
  files: (quota: FileQuota) => `Limite de ${quota.files} arquivos por conta atingido.`,
  driverForms: (quota: FileQuota) => `Limite de ${quota.driverForms} formulários ANAC atingido.`,
};

// Expiries are rounded up to this window so a file keeps the same URL for a while and the
// browser's cache can serve it.
const URL_WINDOW_SECONDS = 300;
// A write in progress has bytes and no committed row yet; only older bytes can be orphans.
const SWEEP_GRACE_MS = SWEEP_EVERY_MS;

interface Ledger {
  stored: string[];
  removed: string[];
}

export function createFileService(deps: {
  db: Db;
  store: FileStore;
  secret: Buffer;
  log: Pick<FastifyBaseLogger, 'error'>;
  quota: FileQuota;
  /** Whether the session still signs requests in (not ended, not expired). */
  sessionLive: (sessionId: string) => Promise<boolean>;
}): FileService {
  const { db, store: fileStore, secret, log, quota, sessionLive } = deps;
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

  function sign(id: string, sessionId: string, exp: number): string {
    return createHmac('sha256', secret).update(`${id}.${sessionId}.${exp}`).digest('base64url');
  }

  /** 413 when one more file of `size` bytes would take the owner past a quota. */
  async function assertWithinQuota(
    via: Db,
    ownerId: string,
    kind: FileKind,
    size: number,
  ): Promise<void> {
    const usage = await ownerUsage(via, ownerId);
    if (usage.files + 1 > quota.files) throw new HttpError(413, quotaMessages.files(quota));
    if (kind === 'driver_form' && usage.driverForms + 1 > quota.driverForms) {
      throw new HttpError(413, quotaMessages.driverForms(quota));
    }
    if (usage.bytes + size > quota.bytes) throw new HttpError(413, quotaMessages.bytes(quota));
  }

  const service: FileService = {
    async prepare({ data, kind, ownerId }) {
      // An account already at its quota is refused before the slow part (1 byte: the least a
      // stored file takes). The check that counts is the locked one in `store`.
      if (ownerId) await assertWithinQuota(db, ownerId, kind, 1);
      return { kind, ownerId, content: await prepareContent(data, kind) };
    },

    async prepareEach(uploads, target) {
      const prepared: PreparedFile[] = [];
      for (const data of uploads) prepared.push(await service.prepare({ ...target, data }));
      return prepared;
    },

    async storeEach(prepared, tx, link) {
      for (const file of prepared) await link(await service.store(file, tx));
    },

    async store({ kind, ownerId, content }, tx) {
      const ledger = ledgerOf(tx);
      const row: FileRow = {
        id: uuidv7(),
        ownerId,
        kind,
        contentType: content.contentType,
        size: content.size,
      };
      const small = content.small && { ...row, id: uuidv7(), size: content.small.length };
      const written = small ? [row.id, small.id] : [row.id];
      ledger.stored.push(...written);
      try {
        // A savepoint: if the caller catches a failure here and commits, no row is left
        // without bytes.
        await tx.transaction(async (savepoint) => {
          if (ownerId) {
            // Held until the whole transaction ends, so a concurrent upload of the same owner
            // counts this file.
            await lockOwnerFiles(savepoint, ownerId);
            await assertWithinQuota(savepoint, ownerId, kind, row.size);
          }
          await insertFile(savepoint, row);
          await fileStore.write(row.id, content.data, savepoint);
          if (small && content.small) {
            await insertFile(savepoint, { ...small, variantOf: row.id });
            await fileStore.write(small.id, content.small, savepoint);
          }
        });
      } catch (error) {
        await deleteBytes(written, tx, 'unsaved');
        throw error;
      }
      return { id: row.id, contentType: row.contentType, size: row.size };
    },

    async remove(ids, tx) {
      if (ids.length === 0) return;
      if (!tx) return service.transaction((own) => service.remove(ids, own));
      const ledger = ledgerOf(tx);
      // The rows of small copies go with their photo (on delete cascade); their bytes go here.
      const all = [...ids, ...(await variantIds(tx, ids))];
      await deleteFiles(tx, ids);
      ledger.removed.push(...all);
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

    signedUrl(id, viewer, ttlSeconds = 3600) {
      const now = Math.floor(Date.now() / 1000);
      const exp = Math.ceil((now + ttlSeconds) / URL_WINDOW_SECONDS) * URL_WINDOW_SECONDS;
      const session = viewer.sessionId;
      return `/api/files/${id}?s=${session}&exp=${exp}&sig=${sign(id, session, exp)}`;
    },

    async verify(id, { s, exp, sig }) {
      if (exp < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(id, s, exp));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      // Only a genuine signature costs a query: the URL lives as long as its session.
      return sessionLive(s);
    },

    async read(id, options) {
      const row = await findFile(db, id, options?.small);
      if (!row) return null;
      const data = await fileStore.read(row.id, db);
      if (!data) {
        log.error({ fileId: row.id }, 'file row without bytes');
        return null;
      }
      return { ...row, data };
    },

    async sweep(graceMs = SWEEP_GRACE_MS) {
      return (await fileStore.sweep?.((ids) => existingFileIds(db, ids), graceMs)) ?? 0;
    },

    async probe() {
      await fileStore.probe?.();
    },
  };
  return service;
}
