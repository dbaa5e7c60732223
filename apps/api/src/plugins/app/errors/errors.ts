import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, httpMessage, type ApiError } from '@drones/shared/errors';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { HttpError } from '../../../lib/http-error';
import { RETRY_AFTER_SECONDS } from '../closing/closing';

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Turns every failure into the one error shape (`@drones/shared/errors`,
 * docs/decisions/003-api-conventions.md): a pt-BR message and a machine code; a 5xx never leaks
 * internals.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let body: ApiError;
      if (error instanceof HttpError) {
        body = { ...errorBody(error.statusCode, error.message, error.code), errors: error.errors };
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        body = {
          ...errorBody(400),
          errors: error.validation.map((issue) => ({
            path: fieldPath(issue.instancePath),
            message: issue.message ?? httpMessage(400),
          })),
        };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        body = errorBody(error.statusCode);
      } else if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        body = errorBody(503);
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      } else {
        request.log.error({ err: error }, 'unhandled error');
        body = errorBody(500);
      }
      if (body.errors === undefined) delete body.errors;
      return reply.status(body.statusCode).type('application/json').send(body);
    });
  },
  { name: 'errors' },
);
