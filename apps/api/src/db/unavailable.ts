// SQLSTATE classes and codes that mean the database cannot serve now, not that the query is wrong:
// connection exceptions (08), operator intervention (57: shutdown, crash, cancelled by the
// statement time-out), insufficient resources (53: too many connections, out of memory or disk).
const UNAVAILABLE_CLASSES = ['08', '57', '53'];
// Node's socket errors and node-postgres' own messages for a connection that is gone or late.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
];

/** Whether the error (or one it wraps, as Drizzle does) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
