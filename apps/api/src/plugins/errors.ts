import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema, httpMessage, type ApiError } from '@drones/shared/errors';

/** A failure the client caused or may show: its message is pt-BR and safe to send. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string = httpMessage(statusCode),
    readonly errors?: ApiError['errors'],
  ) {
    super(message);
  }
}

/** Response schemas for the failures a route may answer, all in the error shape. */
export function errorResponses<const C extends number>(
  ...codes: C[]
): Record<C, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<
    C,
    typeof apiErrorSchema
  >;
}

/**
 * Validates input the route schema could not see (the text fields of a multipart form) and
 * refuses it exactly as a schema failure would: 400 with one message per field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(
    400,
    httpMessage(400),
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Turns every failure into the error shape of DESIGN §4; a 5xx never leaks internals. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let body: ApiError;
      if (error instanceof HttpError) {
        body = { message: error.message, statusCode: error.statusCode, errors: error.errors };
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        body = {
          message: httpMessage(400),
          statusCode: 400,
          errors: error.validation.map((issue) => ({
            path: fieldPath(issue.instancePath),
            message: issue.message ?? httpMessage(400),
          })),
        };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        body = { message: httpMessage(error.statusCode), statusCode: error.statusCode };
      } else {
        request.log.error({ err: error }, 'unhandled error');
        body = { message: httpMessage(500), statusCode: 500 };
      }
      if (body.errors === undefined) delete body.errors;
      return reply.status(body.statusCode).type('application/json').send(body);
    });
  },
  { name: 'errors' },
);
