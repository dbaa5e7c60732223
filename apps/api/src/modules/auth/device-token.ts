import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP's "device cookies", docs/decisions/028-device-cookies.md): a browser that
 * signed in to an account keeps, in an HttpOnly cookie, a token bound to that account and signed
 * with the server's key, so the account's hourly cap of failed logins does not lock it out.
 */
export const DEVICE_COOKIE = 'dispositivo';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// 'dispositivo.' keeps these MACs apart from the file links' (`{fileId}.{sessionId}.{exp}`),
// which the same key signs.
function mac(secret: Buffer, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`dispositivo.${userId}.${nonce}`).digest('base64url');
}

/** `{userId}.{nonce}.{mac}`: a new token for a browser that has just signed in to `userId`. */
export function newDeviceToken(secret: Buffer, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${mac(secret, userId, nonce)}`;
}

/** Whether `token` is one this server gave to a browser of `userId`'s account. */
export function isDeviceOf(secret: Buffer, token: string | undefined, userId: string): boolean {
  const [tokenUserId, nonce, given, ...rest] = token?.split('.') ?? [];
  if (tokenUserId !== userId || !nonce || !given || rest.length > 0) return false;
  const expected = Buffer.from(mac(secret, userId, nonce));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The `Set-Cookie` value: sent back only to /api/auth, never to scripts nor other sites. */
export function deviceCookie(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'Path=/api/auth',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device token of a request's `Cookie` header, if it carries one. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}
