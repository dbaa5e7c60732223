// The machine codes of API errors (docs/design.md §4, ADR 036): what a client decides on, while
// the pt-BR message is what it shows. No schema here, so the web's transport needs no zod.

/** The machine code of each status's failures, for clients to decide on (the message is to show). */
export const statusErrorCodes = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
} as const;

/**
 * Codes for the failures a client must tell apart from others of their status: an
 * Idempotency-Key's first request still running (try again later), or done with its answer lost
 * (the write is recorded), or the key reused with other data (docs/design.md §11).
 */
export const specificErrorCodes = [
  'idempotency_in_progress',
  'already_recorded',
  'idempotency_key_reused',
] as const;

export const apiErrorCodes = [...Object.values(statusErrorCodes), ...specificErrorCodes] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The generic code of a status (a 4xx or 5xx without its own falls back like its message). */
export function errorCode(statusCode: number): ApiErrorCode {
  const codes: Record<number, ApiErrorCode> = statusErrorCodes;
  return codes[statusCode] ?? (statusCode >= 500 ? 'internal_error' : 'bad_request');
}
