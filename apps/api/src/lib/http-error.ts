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
