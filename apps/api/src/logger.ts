import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// Path segments and query values that are credentials: the reset token of
// /users/resetPassword/{userId}/{token}, and the signature of a signed file URL.
const SECRET_IN_URL = [
  [/(\/resetPassword\/[^/?#]+\/)[^/?#]+/g, '$1[redacted]'],
  [/([?&]sig=)[^&#]+/g, '$1[redacted]'],
] as const;

export function redactUrl(url: string): string {
  return SECRET_IN_URL.reduce(
    (out, [pattern, replacement]) => out.replace(pattern, replacement),
    url,
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

/** Fastify's logger: no password, token, CPF or credential-bearing URL ever reaches the log. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
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
      }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
