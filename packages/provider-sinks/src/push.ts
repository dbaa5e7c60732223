// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- http_ece ships no types, and every project compiling this file (the API's tests, e2e, faults) needs them
/// <reference path="./http_ece.d.ts" />
import {
  createECDH,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import ece from 'http_ece';
import { HttpError, readBody, waitForCount } from './http.ts';

/** As a browser's `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  subscriptionId: string;
  endpoint: string;
  /** The decrypted payload. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  vapid: { sub: string; aud: string; publicKey: string };
  at: Date;
}

export interface PushSink {
  readonly received: PushMessage[];
  /**
   * Creates a subscription like a browser does. With `applicationServerKey` (the app's VAPID
   * public key, base64url) it is restricted: a push signed by another key gets 403 (RFC 8292 §4).
   */
  subscribe(options?: { applicationServerKey?: string }): PushSubscriptionJson;
  /** The endpoint answers 410 Gone from now on, as when a browser unsubscribes. */
  gone(endpoint: string): void;
  /** Pushes answer 503 while true. */
  refuse(on: boolean): void;
  waitFor(count: number, timeoutMs?: number): Promise<PushMessage[]>;
}

interface Subscription {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey: string | undefined;
  gone: boolean;
}

/** RFC 8030 §7.2: a push service must take 4096 octets, the encryption header included. */
const MAX_PUSH_BODY = 4096;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];
/** RFC 8292 §2: a JWT may not expire more than 24 hours ahead. */
const MAX_JWT_SECONDS = 24 * 60 * 60;

const unauthorized = (message: string) => new HttpError(401, { message });
const forbidden = (message: string) => new HttpError(403, { message });

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) for a push to `origin`. */
function checkVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw unauthorized('VAPID authorization required');
  const params = new Map(
    match[1].split(',').map((param) => {
      const at = param.indexOf('=');
      return [param.slice(0, at).trim(), param.slice(at + 1).trim()] as const;
    }),
  );
  const token = params.get('t');
  const publicKey = params.get('k');
  if (!token || !publicKey) throw unauthorized('VAPID authorization needs t and k');
  const [headerPart = '', claimsPart = '', signaturePart = ''] = token.split('.');
  const header = parseJson(headerPart);
  const claims = parseJson(claimsPart);
  if (header?.alg !== 'ES256' || !claims) throw forbidden('malformed VAPID JWT');
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw forbidden('k is not an uncompressed P-256 key');
  let valid: boolean;
  try {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    valid = verify(
      'sha256',
      Buffer.from(`${headerPart}.${claimsPart}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signaturePart, 'base64url'),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw forbidden('VAPID signature does not verify with k');
  const now = Date.now() / 1000;
  const { aud, exp, sub } = claims;
  if (aud !== origin) throw forbidden(`aud must be ${origin}`);
  if (typeof exp !== 'number' || exp <= now || exp > now + MAX_JWT_SECONDS)
    throw forbidden('exp must be in the future and at most 24 hours ahead');
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub))
    throw forbidden('sub must be a mailto: or https: URL');
  return { sub, aud, publicKey };
}

export function createPushSink(baseUrl: string) {
  let refusing = false;
  const subscriptions = new Map<string, Subscription>();
  const received: PushMessage[] = [];
  const endpointOf = (id: string) => `${baseUrl}/push/${id}`;

  const sink: PushSink = {
    received,
    subscribe(options = {}) {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, {
        ecdh,
        auth,
        applicationServerKey: options.applicationServerKey,
        gone: false,
      });
      return {
        endpoint: endpointOf(id),
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    gone(endpoint) {
      const prefix = endpointOf('');
      const subscription = endpoint.startsWith(prefix)
        ? subscriptions.get(endpoint.slice(prefix.length))
        : undefined;
      if (!subscription) throw new Error('push: no such subscription');
      subscription.gone = true;
    },
    refuse(on) {
      refusing = on;
    },
    waitFor: (count, timeoutMs) => waitForCount(received, count, timeoutMs),
  };

  /** `POST /push/{id}` (RFC 8030 §5, 8291, 8292). */
  async function handle(request: IncomingMessage, response: ServerResponse, id: string) {
    const body = await readBody(request);
    const subscription = subscriptions.get(id);
    if (!subscription) throw new HttpError(404, { message: 'No such subscription' });
    if (subscription.gone) throw new HttpError(410, { message: 'Subscription expired' });
    if (refusing) throw new HttpError(503, { message: 'Service Unavailable' });
    const ttlHeader = request.headers.ttl;
    const ttl = Number(ttlHeader);
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader))
      throw new HttpError(400, { message: 'TTL header required' });
    const urgency = request.headers.urgency ?? null;
    if (urgency !== null && (Array.isArray(urgency) || !URGENCIES.includes(urgency)))
      throw new HttpError(400, { message: 'Urgency must be very-low, low, normal or high' });
    const topic = request.headers.topic ?? null;
    if (Array.isArray(topic) || (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)))
      throw new HttpError(400, { message: 'Topic must be up to 32 base64url characters' });
    const vapid = checkVapid(request.headers.authorization, new URL(baseUrl).origin);
    if (subscription.applicationServerKey && subscription.applicationServerKey !== vapid.publicKey)
      throw forbidden('k is not the key this subscription was created with');
    if (request.headers['content-encoding'] !== 'aes128gcm')
      throw new HttpError(415, { message: 'Content-Encoding must be aes128gcm' });
    if (body.length > MAX_PUSH_BODY) throw new HttpError(413, { message: 'Payload Too Large' });
    let payload: string;
    try {
      payload = ece
        .decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth,
        })
        .toString('utf8');
    } catch {
      throw new HttpError(400, { message: 'The payload does not decrypt' });
    }
    received.push({
      subscriptionId: id,
      endpoint: endpointOf(id),
      payload,
      ttl,
      urgency,
      topic,
      vapid,
      at: new Date(),
    });
    response.writeHead(201, { location: `${baseUrl}/push/${id}/messages/${randomUUID()}` });
    response.end();
  }

  return { sink, handle };
}
