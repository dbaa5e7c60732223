import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { Channel, DeliveryStatus } from '@drones/shared/channels';
import { queryRows, type Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { jobType, type JobRun } from '../jobs/jobs';
import { pushSender, vapidKeys, type VapidKeys } from './push-sender';
import { Undeliverable, type OutboxRow, type Sender } from './sender';
import { smsSender, type SmsOptions } from './sms-sender';
import { whatsappSender, type WhatsAppOptions } from './whatsapp-sender';

/** A message to queue on one channel. */
export interface OutboxMessage {
  channel: Channel;
  to: string;
  subject?: string;
  text: string;
  html?: string | null;
  payload?: Record<string, unknown> | null;
  userId?: string | null;
  invitationId?: string | null;
  reachabilityTestId?: string | null;
}

/** A row whose status changed: listeners tell the roster and the reachability tests. */
export interface DeliveryChange {
  id: string;
  channel: Channel;
  status: DeliveryStatus;
  userId: string | null;
  invitationId: string | null;
  reachabilityTestId: string | null;
}

export interface Outbox {
  /** Registers the sender of a channel; a channel without one is unavailable. */
  useSender(channel: Channel, sender: Sender): void;
  available(channel: Channel): boolean;
  /**
   * Queues messages and their `outbox.send` jobs in one statement through `db` (the caller's
   * transaction). A second message for the same invitation (or test, person) and channel is
   * dropped. Answers how many were queued.
   */
  enqueue(db: Db, messages: OutboxMessage[]): Promise<number>;
  /**
   * Queues one copy of `message` for every address `recipients` selects (a query answering one
   * column), in a single INSERT … SELECT however many there are; answers how many were queued.
   */
  enqueueForEach(db: Db, message: Omit<OutboxMessage, 'to'>, recipients: SQL): Promise<number>;
  /**
   * Records what a provider told of a message it sent (its webhook), never going back (a late
   * 'delivered' does not undo 'read'). Answers the change, or null when nothing changed.
   */
  track(
    channel: Channel,
    providerId: string,
    status: DeliveryStatus,
  ): Promise<DeliveryChange | null>;
  /** Runs `listener` after every change of a row's status (sent, failed, a provider's news). */
  onChange(listener: (change: DeliveryChange) => Promise<void>): void;
  /** The public key browsers subscribe with (base64url). */
  pushKey(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxOptions {
  vapid: { keys: VapidKeys | null; subject: string };
  whatsapp: WhatsAppOptions | null;
  sms: SmsOptions | null;
}

/** Sends one outbox row; the jobs plugin retries it (docs/decisions/035-jobs.md). */
export const SEND = jobType<{ id: string }>('outbox.send');

// A refused message is tried this many times, 30 s after the first failure, doubling each time.
const ATTEMPTS = 8;
const BACKOFF_SECONDS = 30;
// Sent rows (recipient and status, the message already erased) are kept this long, then purged.
const SENT_KEPT_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;
// A UUID v7 made by PostgreSQL (ids of rows inserted by INSERT … SELECT): the millisecond clock in
// the first 48 bits of a random UUID, and the version nibble turned from 4 into 7.
const UUID_V7 = sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
// How far a status has come; a provider's news moves it forward only.
const RANK = sql`(case status when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 4 end)`;
const rankOf = (status: DeliveryStatus) =>
  ({ queued: 0, sent: 1, delivered: 2, read: 3, failed: 2 })[status];
const CHANGE_COLUMNS = sql`id, channel, status, user_id as "userId", invitation_id as "invitationId",
  reachability_test_id as "reachabilityTestId"`;

/**
 * The outbox of every channel (ADR 039): messages are rows of `outbox`, each sent by an
 * `outbox.send` job queued in the same transaction through its channel's sender. The row keeps
 * the attempts, the last error and the latest status its provider told.
 */
export default fp(
  async (app: FastifyInstance, opts: OutboxOptions) => {
    const senders = new Map<Channel, Sender>();
    const listeners: ((change: DeliveryChange) => Promise<void>)[] = [];
    const keys = vapidKeys(app.db, opts.vapid.keys);

    senders.set('push', pushSender({ db: app.db, keys, subject: opts.vapid.subject }));
    if (opts.whatsapp) senders.set('whatsapp', whatsappSender(opts.whatsapp));
    if (opts.sms) senders.set('sms', smsSender(opts.sms));

    async function changed(change: DeliveryChange | undefined) {
      if (!change) return;
      for (const listener of listeners) {
        await listener(change).catch((error: unknown) => {
          app.log.error({ err: error }, 'a delivery listener failed');
        });
      }
    }

    async function settle(id: string, outcome: SQL) {
      const [change] = await queryRows<DeliveryChange>(
        app.db,
        sql`update ${outbox} set ${outcome}, status_at = now() where id = ${id}
            returning ${CHANGE_COLUMNS}`,
      );
      await changed(change);
    }

    async function send({ id }: { id: string }, run: JobRun) {
      const [row] = await queryRows<OutboxRow>(
        app.db,
        sql`select id, channel, "to", subject, text, html, payload, attempts from ${outbox}
            where id = ${id} and status = 'queued'`,
      );
      // Sent already, or erased with its recipient's account.
      if (!row) return;
      const sender = senders.get(row.channel);
      let providerId: string | null;
      try {
        if (!sender) throw new Undeliverable(`channel ${row.channel} is not configured`);
        providerId = await sender.send(row);
      } catch (error) {
        const final = error instanceof Undeliverable || run.lastAttempt;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await settle(
          id,
          final
            ? sql`attempts = ${run.attempt}, last_error = ${message}, status = 'failed'`
            : sql`attempts = ${run.attempt}, last_error = ${message}`,
        );
        if (error instanceof Undeliverable) return;
        throw error;
      }
      // What was said is not kept: links and codes must not outlive delivery.
      await settle(
        id,
        sql`status = 'sent', sent_at = now(), provider_id = ${providerId}, last_error = null,
            text = '', html = null, payload = null`,
      );
    }

    /** Inserts the rows `rows` answers (in the INSERT's column order) and their jobs. */
    function queue(db: Db, rows: SQL): Promise<number> {
      return app.jobs.enqueueEach(db, SEND, sql`select jsonb_build_object('id', id) from queued`, {
        with: sql`queued as (
          insert into ${outbox} (id, channel, "to", subject, text, html, payload, user_id,
                                 invitation_id, reachability_test_id)
          ${rows}
          on conflict do nothing
          returning id)`,
      });
    }

    /** The columns of a message after its id, with `to` given as SQL (a value or a column). */
    const columns = (m: Omit<OutboxMessage, 'to'>, to: SQL, userId?: SQL) =>
      sql`${m.channel}::channel, ${to}, ${m.subject ?? ''}, ${m.text}, ${m.html ?? null},
          ${m.payload ? JSON.stringify(m.payload) : null}::jsonb, ${userId ?? sql`${m.userId ?? null}::uuid`},
          ${m.invitationId ?? null}::uuid, ${m.reachabilityTestId ?? null}::uuid`;

    app.jobs.defineJob(SEND, send, { attempts: ATTEMPTS, backoffSeconds: BACKOFF_SECONDS });
    app.jobs.schedule(
      'sent message purge',
      { everyMs: PURGE_EVERY_MS, atStart: true },
      async () => {
        await app.db.execute(
          sql`delete from ${outbox}
              where status <> 'queued' and status_at < now() - make_interval(days => ${SENT_KEPT_DAYS})`,
        );
        for (const sender of senders.values()) await sender.purge?.(SENT_KEPT_DAYS);
      },
    );

    const api: Outbox = {
      useSender(channel, sender) {
        senders.set(channel, sender);
      },
      available: (channel) => senders.has(channel),
      async enqueue(db, messages) {
        if (messages.length === 0) return 0;
        // One JSON parameter, not nine per row: a call-out's 200 e-mails were a statement of
        // 1,800 parameters that PostgreSQL took tens of milliseconds to parse and bind.
        const rows = messages.map((m) => ({
          channel: m.channel,
          to: m.to,
          subject: m.subject ?? '',
          text: m.text,
          html: m.html ?? null,
          payload: m.payload ?? null,
          user_id: m.userId ?? null,
          invitation_id: m.invitationId ?? null,
          reachability_test_id: m.reachabilityTestId ?? null,
        }));
        return queue(
          db,
          sql`select ${UUID_V7}, m.channel::channel, m."to", m.subject, m.text, m.html, m.payload,
                     m.user_id, m.invitation_id, m.reachability_test_id
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(
                  channel text, "to" text, subject text, text text, html text, payload jsonb,
                  user_id uuid, invitation_id uuid, reachability_test_id uuid)`,
        );
      },
      enqueueForEach(db, message, recipients) {
        return queue(
          db,
          sql`select ${UUID_V7}, ${columns(
            // A push's address is its person.
            message.channel === 'push' ? { ...message, userId: null } : message,
            sql`recipient.address`,
            message.channel === 'push' ? sql`recipient.address::uuid` : undefined,
          )}
                from (${recipients}) as recipient(address)`,
        );
      },
      async track(channel, providerId, status) {
        const [change] = await queryRows<DeliveryChange>(
          app.db,
          sql`update ${outbox} set status = ${status}, status_at = now()
               where channel = ${channel} and provider_id = ${providerId}
                 and ${RANK} < ${rankOf(status)} and status <> 'failed'
               returning ${CHANGE_COLUMNS}`,
        );
        await changed(change);
        return change ?? null;
      },
      onChange(listener) {
        listeners.push(listener);
      },
      pushKey: async () => (await keys()).publicKey,
    };
    app.decorate('outbox', api);

    // A stalled provider must not hold the shutdown; a send left unrecorded is made again once
    // its job's lease ends (the e-mail keeps its Message-ID).
    app.addHook('onClose', async () => {
      for (const sender of senders.values()) sender.close?.();
    });
  },
  { name: 'outbox', dependencies: ['database', 'jobs'] },
);
