import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER, idempotencyMessages } from '@drones/shared/idempotency';
import { queryRows, type Db } from '../../../db/client';
import { beforeNextCommit, inCommitScope } from '../../../db/commit-scope';
import { HttpError } from '../../../lib/http-error';
import type { UploadedFile } from '../files/content';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is stored when it is sent. */
    idempotencyClaim?: { userId: string; key: string };
  }
}

/** For the OpenAPI description of every route that takes the header. */
export const IDEMPOTENCY_NOTE =
  'Aceita o cabeçalho `Idempotency-Key` (1 a 255 caracteres visíveis, por usuário, guardado ' +
  '24 h): a mesma chave com os mesmos dados repete a primeira resposta sem refazer nada; com ' +
  'outros dados, 422; enquanto a primeira ainda roda, 409.';

const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
// A claim not answered by then was abandoned by a process that died; a retry may take it over.
// The request holding it renews it every RENEW_MS while its work runs.
const LEASE_SECONDS = 30;
const RENEW_MS = 10_000;
const KEPT_HOURS = 24;
const PURGE_EVERY_MS = 60 * 60 * 1000;

interface StoredKey {
  fingerprint: string;
  committed: boolean;
  responseStatus: number | null;
  responseType: string | null;
  responseBody: string | null;
}

async function fileDigest(file: UploadedFile): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file.path), hash);
  return hash.digest('hex');
}

/** What makes two requests "the same": route, path parameters, body and the files' bytes. */
async function fingerprintOf(request: FastifyRequest, body: unknown, files: UploadedFile[]) {
  const content = JSON.stringify({
    route: `${request.method} ${request.routeOptions.url}`,
    params: request.params,
    body,
    files: await Promise.all(files.map(fileDigest)),
  });
  return createHash('sha256').update(content).digest('hex');
}

/** Claims the key: true when this request runs the work (first time, expired or abandoned). */
async function claim(db: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into idempotency_keys as k (user_id, key, fingerprint, lease_until)
        values (${userId}, ${key}, ${fingerprint}, now() + make_interval(secs => ${LEASE_SECONDS}))
        on conflict (user_id, key) do update
          set fingerprint = excluded.fingerprint, lease_until = excluded.lease_until,
              committed = false, response_status = null, response_type = null,
              response_body = null, created_at = now()
          where k.created_at < now() - make_interval(hours => ${KEPT_HOURS})
             or (k.response_status is null and not k.committed and k.lease_until < now()
                 and k.fingerprint = excluded.fingerprint)
        returning 1`,
  );
  return rows.length > 0;
}

async function storedKey(db: Db, userId: string, key: string): Promise<StoredKey | undefined> {
  const [row] = await queryRows<StoredKey>(
    db,
    sql`select fingerprint, committed, response_status as "responseStatus",
               response_type as "responseType", response_body as "responseBody"
        from idempotency_keys where user_id = ${userId} and key = ${key}`,
  );
  return row;
}

/**
 * Runs `work` (which answers the request) once per `Idempotency-Key` of the signed-in user
 * (docs/design.md §11): the same key and input again get the first answer replayed; the same key with
 * other input, 422; while the first still runs, 409. Without the header, or without a session,
 * `work` just runs. The work's transaction records that it committed, so a retry after a crash
 * never runs it twice.
 */
export async function idempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: string | undefined; body: unknown; files?: UploadedFile[] },
  work: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const key = request.headers[HEADER];
  const { userId } = input;
  if (key === undefined || !userId) return work();
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new HttpError(400, idempotencyMessages.invalid, [
      { path: 'Idempotency-Key', message: idempotencyMessages.invalid },
    ]);
  }
  const { db } = request.server;
  const fingerprint = await fingerprintOf(request, input.body, input.files ?? []);
  if (!(await claim(db, userId, key, fingerprint))) {
    const stored = await storedKey(db, userId, key);
    if (stored && stored.fingerprint !== fingerprint) {
      throw new HttpError(422, idempotencyMessages.otherBody, undefined, 'idempotency_key_reused');
    }
    if (stored?.responseStatus == null) {
      throw stored?.committed
        ? new HttpError(409, idempotencyMessages.recorded, undefined, 'already_recorded')
        : new HttpError(409, idempotencyMessages.running, undefined, 'idempotency_in_progress');
    }
    return reply
      .status(stored.responseStatus)
      .header('content-type', stored.responseType ?? 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored.responseBody ?? '');
  }
  request.idempotencyClaim = { userId, key };
  const renewal = setInterval(() => {
    db.execute(
      sql`update idempotency_keys
          set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
          where user_id = ${userId} and key = ${key} and response_status is null`,
    ).catch((error: unknown) => request.log.warn({ err: error }, 'could not renew a claim'));
  }, RENEW_MS);
  try {
    return await inCommitScope(async () => {
      beforeNextCommit(async (tx) => {
        await tx.execute(
          sql`update idempotency_keys set committed = true
              where user_id = ${userId} and key = ${key}`,
        );
      });
      return work();
    });
  } finally {
    clearInterval(renewal);
  }
}

/**
 * Stores the answer of each request that claimed a key, and forgets keys after 24 h. A process
 * that alone uses its database (`exclusive`: the embedded one, under its lock) frees at start-up
 * the claims a crash left unanswered and uncommitted, so their retries need not wait the lease.
 */
export default fp(
  async (app: FastifyInstance, opts: { exclusive: boolean }) => {
    if (opts.exclusive) {
      app.addHook('onReady', async () => {
        await app.db.execute(
          sql`delete from idempotency_keys where response_status is null and not committed`,
        );
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return payload;
      request.idempotencyClaim = undefined;
      const { userId, key } = claimed;
      try {
        if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
          // Failed before its work committed: a retry runs it again.
          await app.db.execute(
            sql`delete from idempotency_keys
                where user_id = ${userId} and key = ${key} and not committed`,
          );
        } else {
          const type = reply.getHeader('content-type');
          await app.db.execute(
            sql`update idempotency_keys
                set response_status = ${reply.statusCode},
                    response_type = ${typeof type === 'string' ? type : null},
                    response_body = ${payload.toString()}, lease_until = null
                where user_id = ${userId} and key = ${key}`,
          );
        }
      } catch (error) {
        // The claim stays until its lease ends: a retry then learns whether the work committed.
        request.log.warn({ err: error }, 'could not store the answer of an Idempotency-Key');
      }
      return payload;
    });

    app.jobs.schedule('idempotency purge', { everyMs: PURGE_EVERY_MS, atStart: true }, async () => {
      await app.db.execute(
        sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEPT_HOURS})`,
      );
    });
  },
  { name: 'idempotency', dependencies: ['database', 'jobs'] },
);
