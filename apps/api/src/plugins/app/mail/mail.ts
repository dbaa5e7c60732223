import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { jobType, type JobRun } from '../jobs/jobs';
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

// A refused message is tried this many times, 30 s after the first failure, doubling each time.
const ATTEMPTS = 8;
const BACKOFF_SECONDS = 30;
// Sent rows (recipient and subject, the body already erased) are kept this long, then purged.
const SENT_KEPT_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;
// A UUID v7 made by PostgreSQL (ids of rows inserted by INSERT … SELECT): the millisecond clock in
// the first 48 bits of a random UUID, and the version nibble turned from 4 into 7.
const UUID_V7 = sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/** Sends one outbox row; the jobs plugin retries it (docs/decisions/035-jobs.md). */
export const SEND_MAIL = jobType<{ id: string }>('mail.send');

/**
 * The e-mail outbox: messages are rows of email_outbox, each sent by a `mail.send` job queued in
 * the same transaction; the row records the attempts, the last error and whether it was sent.
 */
export default fp(
  async (app: FastifyInstance, opts: MailOptions) => {
    const sender = opts.smtpUrl
      ? smtpSender(opts.smtpUrl, opts.from)
      : fileSender(path.join(opts.dataDir, 'outbox'), opts.from, app.log);

    async function send({ id }: { id: string }, run: JobRun) {
      const [row] = await queryRows<OutboxRow>(
        app.db,
        sql`select id, "to", subject, text, html, attempts from ${emailOutbox}
            where id = ${id} and status = 'pending'`,
      );
      // Sent already, or erased with its recipient's account.
      if (!row) return;
      try {
        await sender.send(row);
      } catch (error) {
        await app.db.execute(
          sql`update ${emailOutbox}
              set attempts = ${run.attempt},
                  last_error = ${(error instanceof Error ? error.message : String(error)).slice(0, 1000)},
                  status = ${run.lastAttempt ? 'failed' : 'pending'}
              where id = ${id}`,
        );
        throw error;
      }
      await app.db.execute(
        // A sent body is not kept: reset links and other tokens must not outlive delivery.
        sql`update ${emailOutbox}
            set status = 'sent', sent_at = now(), last_error = null, text = '', html = null
            where id = ${id}`,
      );
    }

    /** Inserts the outbox rows `rows` answers and their jobs in one statement. */
    function queue(db: Db, rows: SQL): Promise<number> {
      return app.jobs.enqueueEach(
        db,
        SEND_MAIL,
        sql`select jsonb_build_object('id', id) from queued`,
        {
          with: sql`queued as (insert into ${emailOutbox} (id, "to", subject, text, html) ${rows} returning id)`,
        },
      );
    }

    app.jobs.defineJob(SEND_MAIL, send, { attempts: ATTEMPTS, backoffSeconds: BACKOFF_SECONDS });
    app.jobs.schedule('sent mail purge', { everyMs: PURGE_EVERY_MS, atStart: true }, async () => {
      await app.db.execute(
        sql`delete from ${emailOutbox}
              where status = 'sent' and sent_at < now() - make_interval(days => ${SENT_KEPT_DAYS})`,
      );
      await sender.purge?.(SENT_KEPT_DAYS);
    });

    const mailer: Mailer = {
      enqueue(message: MailMessage, db: Db = app.db) {
        return mailer.enqueueMany([message], db);
      },
      async enqueueMany(messages: MailMessage[], db: Db = app.db) {
        if (messages.length === 0) return;
        const rows = sql.join(
          messages.map(
            (m) => sql`(${UUID_V7}, ${m.to}, ${m.subject}, ${m.text}, ${m.html ?? null})`,
          ),
          sql`, `,
        );
        await queue(db, sql`values ${rows}`);
      },
      enqueueForEach(message: Omit<MailMessage, 'to'>, recipients: SQL, db: Db = app.db) {
        return queue(
          db,
          sql`select ${UUID_V7}, recipient.address, ${message.subject}, ${message.text}, ${message.html ?? null}
              from (${recipients}) as recipient(address)`,
        );
      },
    };
    app.decorate('mail', mailer);

    // A stalled mail server must not hold the shutdown: closing the transport fails the sends in
    // flight, and a send left unrecorded is made again, with the same Message-ID, once its job's
    // lease ends.
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
