import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { queryRows, type Db } from '../../../db/client';
import { pushSubscriptions, serverKeys, sessions } from '../../../db/schema';
import { PROVIDER_TIMEOUT_MS, Undeliverable, type Sender } from './sender';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What a push row's payload holds: the service worker's message and its delivery options. */
export interface PushRowPayload {
  message: Record<string, unknown>;
  urgent: boolean;
}

/** Seconds a push service keeps an undelivered message (docs/design.md §13). */
const TTL_SECONDS = 3600;
// A push service's VAPID token (a signed JWT, RFC 8292) is valid this long and is reused for an
// hour: signing one for each message was a third of a push's CPU.
const VAPID_VALID_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3600_000;

/**
 * The VAPID pair: the configured one, or the one made at the first start and kept in the
 * database, so every instance signs with the same key and browsers' subscriptions stay valid.
 */
export function vapidKeys(db: Db, configured: VapidKeys | null): () => Promise<VapidKeys> {
  let kept: Promise<VapidKeys> | null = configured ? Promise.resolve(configured) : null;
  return () => {
    kept ??= (async () => {
      await db
        .insert(serverKeys)
        .values({ name: 'vapid', value: { ...webpush.generateVAPIDKeys() } })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: serverKeys.value })
        .from(serverKeys)
        .where(sql`${serverKeys.name} = 'vapid'`);
      return row!.value as unknown as VapidKeys;
    })().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}

// A live session, as the access plugin reads one: not revoked, not expired, used in 14 days.
const LIVE = sql`s.revoked_at is null and s.expires_at > now() and s.last_used_at > now() - interval '14 days'`;

interface Subscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Web Push (RFC 8030/8291/8292) to every browser the user subscribed from a live session. The
 * request is built by `web-push` and sent here, since its own sender speaks https only and local
 * push services (tests, the demo) listen on http://127.0.0.1. A 404 or 410 means the browser let
 * the subscription go: it is deleted.
 */
export function pushSender(opts: {
  db: Db;
  keys: () => Promise<VapidKeys>;
  subject: string;
}): Sender {
  const tokens = new Map<string, { authorization: string; until: number }>();
  /** The Authorization header for a push service's origin, signed again after VAPID_REUSE_MS. */
  function authorization(endpoint: string, keys: VapidKeys): string {
    const audience = new URL(endpoint).origin;
    const kept = tokens.get(audience);
    if (kept && kept.until > Date.now()) return kept.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      opts.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS,
    );
    tokens.set(audience, { authorization: Authorization, until: Date.now() + VAPID_REUSE_MS });
    return Authorization;
  }

  return {
    async send(row) {
      const { message, urgent } = row.payload as unknown as PushRowPayload;
      // A subscription lives as long as its session: those of ended sessions go, in the
      // statement that reads the live ones.
      const subscriptions = await queryRows<Subscription>(
        opts.db,
        sql`with ended as (
              delete from ${pushSubscriptions} p using ${sessions} s
               where s.id = p.session_id and p.user_id = ${row.to} and not (${LIVE}))
            select p.id, p.endpoint, p.p256dh, p.auth
              from ${pushSubscriptions} p join ${sessions} s on s.id = p.session_id
             where p.user_id = ${row.to} and ${LIVE}`,
      );
      if (subscriptions.length === 0) throw new Undeliverable('no subscribed browser');
      const keys = await opts.keys();
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription) => {
          const request = webpush.generateRequestDetails(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            JSON.stringify(message),
            {
              // No vapidDetails: the header is the kept token.
              headers: { Authorization: authorization(subscription.endpoint, keys) },
              TTL: TTL_SECONDS,
              urgency: urgent ? 'high' : 'normal',
            },
          );
          try {
            const response = await fetch(request.endpoint, {
              method: request.method,
              headers: request.headers,
              body: request.body as Buffer,
              signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
            });
            if (response.status === 404 || response.status === 410) {
              await opts.db.delete(pushSubscriptions).where(sql`id = ${subscription.id}`);
              return 'gone';
            }
            return response.ok ? 'sent' : `push service answered ${response.status}`;
          } catch (error) {
            return error instanceof Error ? error.message : String(error);
          }
        }),
      );
      if (outcomes.includes('sent')) return null;
      const failures = outcomes.filter((outcome) => outcome !== 'gone');
      if (failures.length === 0) throw new Undeliverable('every subscription has gone');
      throw new Error(failures.join('; '));
    },
  };
}
