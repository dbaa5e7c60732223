import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fileSender, smtpSender } from './transports';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The person it is for and the invitation it tells of, for the roster's deliveries. */
  userId?: string | null;
  invitationId?: string | null;
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

/**
 * E-mail on the outbox of every channel (ADR 039): messages are its rows of channel 'email', sent
 * by the outbox's jobs through SMTP, or into DATA_DIR/outbox without SMTP_URL.
 */
export default fp(
  async (app: FastifyInstance, opts: MailOptions) => {
    app.outbox.useSender(
      'email',
      opts.smtpUrl
        ? smtpSender(opts.smtpUrl, opts.from)
        : fileSender(path.join(opts.dataDir, 'outbox'), opts.from, app.log),
    );
    const email = (m: MailMessage) => ({
      channel: 'email' as const,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      userId: m.userId ?? null,
      invitationId: m.invitationId ?? null,
    });

    const mailer: Mailer = {
      async enqueue(message: MailMessage, db: Db = app.db) {
        await app.outbox.enqueue(db, [email(message)]);
      },
      async enqueueMany(messages: MailMessage[], db: Db = app.db) {
        await app.outbox.enqueue(db, messages.map(email));
      },
      enqueueForEach(message: Omit<MailMessage, 'to'>, recipients: SQL, db: Db = app.db) {
        return app.outbox.enqueueForEach(db, email({ ...message, to: '' }), recipients);
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['outbox'] },
);
