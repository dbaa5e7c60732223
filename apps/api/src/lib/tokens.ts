import { createHash, randomBytes } from 'node:crypto';

/**
 * Session and reset tokens are 32 random bytes; only their SHA-256 is stored, so a database leak
 * yields no sessions.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
