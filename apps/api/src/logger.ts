import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// The credentials an address may carry: the token of an invitation's and of a reset link's path
// (/convite/{id}/{token}, /resetPassword/{userId}/{token}, the API's and the SPA's alike; the
// SPA matches paths in any case), and the `token` and `sig` (signed file link) query values.
const TOKEN_IN_PATH = /(\/(?:convite|resetPassword)\/[^/?#\s"'\\]+\/)[^/?#\s"'\\]+/gi;
const QUERY_PARAM = /([?&])([^=&#\s"'\\]+)=[^&#\s"'\\]*/g;
const SECRET_PARAMS = new Set(['token', 'sig']);

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** `text` with the credentials of every address in it masked. */
export function redactUrl(text: string): string {
  return text
    .replace(TOKEN_IN_PATH, '$1[redacted]')
    .replace(QUERY_PARAM, (param, separator: string, name: string) =>
      SECRET_PARAMS.has(paramName(name)) ? `${separator}${name}=[redacted]` : param,
    );
}

/**
 * A database error, however wrapped, is logged by its SQLSTATE and constraint only: drizzle's
 * message carries the query and its parameters (password hashes, CPFs, phones), and the server's
 * message and detail quote the values it refused. Any other error is logged in full.
 */
function serializeError(error: Error): unknown {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) chain.push(e);
  // pg's and PGlite's DatabaseError both carry the server's severity beside the SQLSTATE.
  if (!chain.some((e) => e instanceof DrizzleQueryError || 'severity' in e)) {
    return stdSerializers.err(error);
  }
  const { code, constraint } = (chain.findLast((e) => 'code' in e) ?? {}) as {
    code?: unknown;
    constraint?: unknown;
  };
  return { type: 'DatabaseError', code, constraint };
}

/** A destination for the log lines (stdout when none is given). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Masks addresses in the finished line, so a token is gone wherever a URL was written: the
 * request's, an error's message and stack, a library's warning.
 */
function redacting(stream: LogStream): LogStream {
  return { write: (line) => stream.write(redactUrl(line)) };
}

/** Fastify's logger: no password, token, CPF or credential-bearing URL ever reaches the log. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream: redacting(stream ?? process.stdout),
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.passwordHash',
      '*.cpf',
      '*.token',
      '*.accessToken',
    ],
    serializers: {
      // pino writes whatever a serializer returns; Fastify's type expects pino's own error shape.
      err: serializeError as (error: Error) => ReturnType<typeof stdSerializers.err>,
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
        routeOptions?: { url?: string };
      }) => ({
        method: request.method,
        // The pattern matched ('/api/invitations/:id'), absent for the SPA's paths.
        route: request.routeOptions?.url,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
