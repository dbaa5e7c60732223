import type { FastifyServerOptions } from 'fastify';

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

/** Fastify's logger: no password, token, CPF or credential-bearing URL ever reaches the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
