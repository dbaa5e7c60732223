import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { httpMessage } from '@drones/shared/errors';
import { fileMessages, MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from '../app/files/content';
import { HttpError, parseInput } from '../../lib/http-error';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 100 * 1024;

export interface MultipartBody {
  /** Text fields; a repeated field keeps its last value. */
  fields: Record<string, string>;
  /** Every value of every text field, in order: for lists such as `removePhotos`. */
  fieldValues: Record<string, string[]>;
  /** The bytes of each file, by field name. */
  files: Record<string, Buffer[]>;
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
 * a plain HTML form) is skipped.
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
        const data = await part.toBuffer();
        if (data.length === 0 && !part.filename) continue;
        (body.files[name] ??= []).push(data);
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
    throw translate(error);
  }
  return body;
}

/**
 * The fields of a form sent as JSON, or as multipart/form-data with files in `fileFields`,
 * validated by `schema` as a route schema would (400 with one message per field). In a multipart
 * form the `listFields` keep every value (JSON sends them as arrays). Nothing is stored here: an
 * invalid field refuses the whole request before any file is kept.
 */
export async function readForm<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  options: { fileFields: string[]; listFields?: string[] },
): Promise<{ data: z.output<T>; files: Record<string, Buffer[]> }> {
  if (!request.isMultipart()) return { data: parseInput(schema, request.body ?? {}), files: {} };
  const { fields, fieldValues, files } = await readMultipart(request, options);
  const lists = Object.fromEntries(
    (options.listFields ?? []).map((name) => [name, fieldValues[name] ?? []]),
  );
  return { data: parseInput(schema, { ...fields, ...lists }), files };
}

/**
 * Registers @fastify/multipart for streaming reads (no attachFieldsToBody), so routes that also
 * take JSON keep their JSON parsing and validation.
 */
export default fp(
  async (app: FastifyInstance) => {
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
  { name: 'multipart' },
);
