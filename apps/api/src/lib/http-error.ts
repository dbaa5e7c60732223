import type { z } from 'zod';
import { errorCode } from '@drones/shared/error-codes';
import { httpMessage, type ApiError } from '@drones/shared/errors';

/**
 * A failure the client caused or may show: its message is pt-BR and safe to send; its code is
 * the status's unless a client must tell this case apart (`specificErrorCodes`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string = httpMessage(statusCode),
    readonly errors?: ApiError['errors'],
    readonly code: ApiError['code'] = errorCode(statusCode),
  ) {
    super(message);
  }
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
