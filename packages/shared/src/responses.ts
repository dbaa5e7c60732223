import type { ContentResponse } from './endpoint';
import { apiErrorSchema } from './errors';
import { z } from './zod-locale';

// The answers many endpoint definitions share: the error shape, and bytes.

/** The failures an operation may answer, all in the one error shape. */
export function errorResponses<const C extends number>(
  ...codes: C[]
): Record<C, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<
    C,
    typeof apiErrorSchema
  >;
}

/** Bytes: a stored file, a spreadsheet, a zip. */
export function fileResponse(...mediaTypes: string[]): ContentResponse {
  const bytes = z.custom<unknown>().meta({ type: 'string', format: 'binary' });
  return { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: bytes }])) };
}
