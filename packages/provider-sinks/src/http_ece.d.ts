// http_ece ships no types; this declares the part the push receiver calls (see its ece.js).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version?: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair; with aes128gcm the sender's public key is read from the header. */
    privateKey?: ECDH;
    /** base64url string or bytes. */
    authSecret?: string | Buffer;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export = ece;
}
