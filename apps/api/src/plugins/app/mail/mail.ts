import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { emailOutbox } from '../../../db/schema';
import { fileSender, smtpSender, type OutboxRow } from './transports';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Queues a message; pass the caller's transaction so the mail exists only if it commits. */
  enqueue(message: MailMessage, db?: Db): Promise<void>;
  /** Queues different messages (one per invited pilot, each with his links) in one INSERT. */
  enqueueMany(messages: MailMessage[], db?: Db): Promise<void>;
  /**
   * Queues one copy of the message for every address `recipients` selects (a query answering one
   * column), in a single INSERT … SELECT however many there are; answers how many were queued.
   */
  enqueueForEach(message: Omit<MailMessage, 'to'>, recipients: SQL, db?: Db): Promise<number>;
  /** Delivers what is due now (the worker calls it on its own; tests may call it to wait). */
  deliverDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

const POLL_MS = 1000;
const BATCH = 20;
const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_SECONDS = 30;
// A message claimed by a worker that died mid-send is retried after this lease; a live worker
// renews it every SENDING_RENEW_MS while the message is still being sent.
const SENDING_LEASE_SECONDS = 60;
const SENDING_RENEW_MS = 20_000;
// How long closing waits for the sends in flight to be recorded.
const CLOSE_WAIT_MS = 3000;
// Sent rows (recipient and subject, the body already erased) are kept this long, then purged.
const SENT_KEPT_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;
// A UUID v7 made by PostgreSQL (ids of rows inserted by INSERT … SELECT): the millisecond clock in
// the first 48 bits of a random UUID, and the version nibble turned from 4 into 7.
const UUID_V7 = sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/**
 * The e-mail outbox: messages are rows of email_outbox, delivered by an in-process worker that
 * claims due rows with FOR UPDATE SKIP LOCKED (several instances never send one twice), retries
 * failures with exponential backoff and gives up after MAX_ATTEMPTS.
 */
export default fp(
  async (app: FastifyInstance, opts: MailOptions) => {
    const sender = opts.smtpUrl
      ? smtpSender(opts.smtpUrl, opts.from)
      : fileSender(path.join(opts.dataDir, 'outbox'), opts.from, app.log);

    let stopped = true;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;

    async function claim(): Promise<OutboxRow[]> {
      return queryRows<OutboxRow>(
        app.db,
        sql`update ${emailOutbox}
            set status = 'sending',
                next_attempt_at = now() + make_interval(secs => ${SENDING_LEASE_SECONDS})
            where id in (
              select id from ${emailOutbox}
              where status in ('pending', 'sending') and next_attempt_at <= now()
              order by next_attempt_at
              for update skip locked
              limit ${BATCH})
            returning id, "to", subject, text, html, attempts`,
      );
    }

    async function renewLease(rows: OutboxRow[]) {
      const ids = rows.map((row) => row.id);
      await app.db
        .execute(
          sql`update ${emailOutbox}
              set next_attempt_at = now() + make_interval(secs => ${SENDING_LEASE_SECONDS})
              where status = 'sending' and id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not renew the outbox lease'),
        );
    }

    async function deliver(row: OutboxRow) {
      try {
        await sender.send(row);
        await app.db.execute(
          // A sent body is not kept: reset links and other tokens must not outlive delivery.
          sql`update ${emailOutbox}
              set status = 'sent', sent_at = now(), last_error = null, text = '', html = null
              where id = ${row.id}`,
        );
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        const failed = attempts >= MAX_ATTEMPTS;
        app.log.warn(
          { outboxId: row.id, attempts, failed, err: message },
          'e-mail delivery failed',
        );
        await app.db.execute(
          sql`update ${emailOutbox}
              set attempts = ${attempts},
                  last_error = ${message.slice(0, 1000)},
                  status = ${failed ? 'failed' : 'pending'},
                  next_attempt_at = now() + make_interval(secs => ${BACKOFF_BASE_SECONDS * 2 ** (attempts - 1)})
              where id = ${row.id}`,
        );
      }
    }

    let purgedAt = 0;
    async function purgeOld() {
      if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = Date.now();
      await app.db.execute(
        sql`delete from ${emailOutbox}
            where status = 'sent' and sent_at < now() - make_interval(days => ${SENT_KEPT_DAYS})`,
      );
      await sender.purge?.(SENT_KEPT_DAYS);
    }

    async function deliverDue() {
      await purgeOld();
      for (;;) {
        const rows = await claim();
        const renewal = setInterval(() => void renewLease(rows), SENDING_RENEW_MS);
        try {
          await Promise.all(rows.map(deliver));
        } finally {
          clearInterval(renewal);
        }
        if (rows.length < BATCH || stopped) return;
      }
    }

    function schedule(delay: number) {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), delay);
    }

    async function tick() {
      timer = undefined;
      again = false;
      running = deliverDue().catch((error: unknown) => {
        app.log.error({ err: error }, 'e-mail outbox worker failed');
      });
      await running;
      running = undefined;
      schedule(again ? 0 : POLL_MS);
    }

    function kick() {
      if (running) again = true;
      else schedule(0);
    }

    const mailer: Mailer = {
      enqueue(message: MailMessage, db: Db = app.db) {
        return mailer.enqueueMany([message], db);
      },
      async enqueueMany(messages: MailMessage[], db: Db = app.db) {
        if (messages.length === 0) return;
        await db.insert(emailOutbox).values(
          messages.map((message) => ({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
          })),
        );
        // Inside a transaction the row is visible only after commit; the next poll finds it then.
        kick();
      },
      async enqueueForEach(message: Omit<MailMessage, 'to'>, recipients: SQL, db: Db = app.db) {
        const [row] = await queryRows<{ queued: number }>(
          db,
          sql`with queued as (
                insert into ${emailOutbox} (id, "to", subject, text, html)
                select ${UUID_V7}, recipient.address, ${message.subject}, ${message.text}, ${message.html ?? null}
                from (${recipients}) as recipient(address)
                returning 1)
              select count(*)::int as queued from queued`,
        );
        kick();
        return row?.queued ?? 0;
      },
      async deliverDue() {
        await running;
        await deliverDue();
      },
    };
    app.decorate('mail', mailer);

    app.addHook('onReady', async () => {
      stopped = false;
      schedule(0);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      // A stalled mail server must not hold the shutdown: closing the transport fails the sends
      // in flight, and whatever is still unrecorded after a short wait is resent, with the same
      // Message-ID, once its lease ends.
      sender.close();
      await Promise.race([
        running,
        new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
      ]);
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
