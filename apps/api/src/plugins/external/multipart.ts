import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { httpMessage } from '@drones/shared/errors';
import {
  fileMessages,
  MAX_FILE_BYTES,
  MAX_FILES_PER_REQUEST,
  type UploadedFile,
} from '../app/files/content';
import { HttpError, parseInput } from '../../lib/http-error';
import { SWEEP_EVERY_MS } from '../../lib/private-files';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 100 * 1024;
// A temporary file is removed when its request ends; older ones were left by a crash.
const LEFTOVER_AGE_MS = 15 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads wait while their request runs (DATA_DIR/uploads). */
    uploadDir: string;
  }
}

/** For the OpenAPI description of every route that takes files. */
export const UPLOAD_LIMITS_NOTE =
  'Arquivos acima de 10 MB, mais de 10 arquivos por envio ou além da cota da conta (por padrão ' +
  '500 MB e 300 arquivos, dos quais 20 formulários ANAC) respondem 413 e nada é gravado.';

export interface MultipartBody {
  /** Text fields; a repeated field keeps its last value. */
  fields: Record<string, string>;
  /** Every value of every text field, in order: for lists such as `removePhotos`. */
  fieldValues: Record<string, string[]>;
  /** Each file, by field name, in a temporary file that lives as long as the request. */
  files: Record<string, UploadedFile[]>;
}

// The temporary files of each request still running.
const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

async function unlinkQuietly(file: string): Promise<void> {
  await unlink(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });
}

/** Deletes the request's temporary files; called when it ends, however it ends. */
async function removeTemporaryFiles(request: FastifyRequest): Promise<void> {
  const files = temporaryFiles.get(request);
  if (!files) return;
  temporaryFiles.delete(request);
  const results = await Promise.allSettled(files.map(unlinkQuietly));
  for (const result of results) {
    if (result.status === 'rejected') {
      request.log.warn({ err: result.reason }, 'could not remove an upload temporary file');
    }
  }
}

/**
 * Streams one file part to a new temporary file (mode 0600), never holding it in memory. The
 * part is cut at MAX_FILE_BYTES by busboy, which is a 413.
 */
async function saveToTemporaryFile(
  request: FastifyRequest,
  file: NodeJS.ReadableStream & { truncated: boolean },
): Promise<UploadedFile> {
  const dir = request.server.uploadDir;
  // One cheap call per file; it also recreates a directory removed while running.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const target = path.join(dir, randomUUID());
  // Known before the first byte, so whatever happens next the file is removed.
  let files = temporaryFiles.get(request);
  if (!files) temporaryFiles.set(request, (files = []));
  files.push(target);
  const out = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  await pipeline(file, out);
  if (file.truncated) throw new HttpError(413, fileMessages.tooLarge);
  return { path: target, size: out.bytesWritten };
}

/** Errors of @fastify/multipart and busboy, as pt-BR answers in the one error shape. */
function translate(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, fileMessages.tooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, fileMessages.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Formulário com campos demais.');
    default:
      // Malformed or interrupted multipart bodies are the client's doing.
      return new HttpError(400, httpMessage(400));
  }
}

/**
 * Reads a multipart/form-data body part by part. Files are accepted only in `fileFields` (any
 * other file field is a 400); a name ending in `[]` counts as the name without it. Text fields
 * larger than 100 KB, files larger than 10 MB and more than 10 files are refused with 413; a body
 * that is not multipart with 415. An empty file part without a name (a file input left blank by
 * a plain HTML form) is skipped. Each file is streamed to a temporary file under DATA_DIR/uploads,
 * removed when the request ends (answered, failed or aborted), so memory does not grow with the
 * size or number of the files.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: string[] },
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Envie os dados como multipart/form-data.');
  }
  const body: MultipartBody = { fields: {}, fieldValues: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        if (!options.fileFields.includes(name)) {
          part.file.destroy();
          const message = `O campo ${name} não aceita arquivos.`;
          throw new HttpError(400, message, [{ path: name, message }]);
        }
        const upload = await saveToTemporaryFile(request, part.file);
        if (upload.size === 0 && !part.filename) continue;
        (body.files[name] ??= []).push(upload);
      } else {
        if (part.valueTruncated) {
          const message = 'Texto grande demais.';
          throw new HttpError(413, message, [{ path: name, message }]);
        }
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        body.fields[name] = value;
        (body.fieldValues[name] ??= []).push(value);
      }
    }
  } catch (error) {
    // What was written so far goes now: a request that failed here may never be answered.
    await removeTemporaryFiles(request);
    throw translate(error);
  }
  return body;
}

/**
 * The fields of a form sent as JSON, or as multipart/form-data with files in `fileFields`,
 * validated by `schema` as a route schema would (400 with one message per field). In a multipart
 * form the `listFields` keep every value (JSON sends them as arrays); a list field left out is
 * absent (an update leaves it as it is) and its empty values are dropped, so a single empty value
 * sends the empty list. Nothing is stored here: an invalid field refuses the whole request before
 * any file is kept.
 */
export async function readForm<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  options: { fileFields: string[]; listFields?: string[] },
): Promise<{ data: z.output<T>; files: Record<string, UploadedFile[]> }> {
  if (!request.isMultipart()) return { data: parseInput(schema, request.body ?? {}), files: {} };
  const { fields, fieldValues, files } = await readMultipart(request, options);
  const lists = Object.fromEntries(
    (options.listFields ?? [])
      .filter((name) => fieldValues[name])
      .map((name) => [name, fieldValues[name]!.filter((value) => value !== '')]),
  );
  return { data: parseInput(schema, { ...fields, ...lists }), files };
}

/** Removes temporary files a crashed process left behind, once older than any request. */
async function sweepLeftovers(dir: string, ageMs: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - ageMs;
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) {
      await unlinkQuietly(file);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Registers @fastify/multipart for streaming reads (no attachFieldsToBody), so routes that also
 * take JSON keep their JSON parsing and validation. Uploads wait in `uploadDir` while their
 * request runs.
 */
export default fp(
  async (app: FastifyInstance, opts: { uploadDir: string; exclusive: boolean }) => {
    app.decorate('uploadDir', opts.uploadDir);
    // A request ends with its answer, or with the client gone (then no answer is sent).
    app.addHook('onResponse', removeTemporaryFiles);
    app.addHook('onRequestAbort', removeTemporaryFiles);
    // Files of a request that a crash cut short: at start-up (at once when this process alone
    // uses the folder) and every SWEEP_EVERY_MS.
    let first = opts.exclusive;
    // On every instance: each sweeps the disk it sees.
    app.jobs.schedule(
      'upload sweep',
      { everyMs: SWEEP_EVERY_MS, atStart: true, scope: 'instance' },
      async () => {
        const removed = await sweepLeftovers(opts.uploadDir, first ? 0 : LEFTOVER_AGE_MS);
        first = false;
        if (removed > 0) app.log.info({ removed }, 'removed leftover upload files');
      },
    );
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: MAX_FILE_BYTES,
        files: MAX_FILES_PER_REQUEST,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + MAX_FILES_PER_REQUEST,
      },
    });
  },
  { name: 'multipart', dependencies: ['jobs'] },
);
