/**
 * The name under which a session's data is kept on this device (the offline cache, the writes
 * waiting for a connection): a digest of its token, never the token itself.
 */
export async function sessionKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
