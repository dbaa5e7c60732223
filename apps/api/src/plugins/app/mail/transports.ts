import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRow, Sender } from '../outbox/sender';

/**
 * The Message-ID of an outbox row, the same on every attempt: a resend after a crash is the same
 * message to the receiving servers, which may drop the duplicate.
 */
export function messageIdOf(rowId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
}

/** The message of an outbox row, as every transport sends it. */
function messageOf(row: OutboxRow, from: string) {
  return {
    from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    messageId: messageIdOf(row.id, from),
  };
}

export function smtpSender(url: string, from: string): Sender {
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(row) {
      await transport.sendMail(messageOf(row, from));
      return null;
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL: each message becomes an .eml file readable by the server's user only. The
 * log names the file, never the message's links (they may carry a reset token); files go with
 * the outbox's sent rows.
 */
export function fileSender(dir: string, from: string, log: FastifyBaseLogger): Sender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(row) {
      const info = await transport.sendMail(messageOf(row, from));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${row.id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info({ file }, `e-mail "${row.subject}" gravado em arquivo (SMTP_URL não configurado)`);
      return null;
    },
    async purge(days) {
      const before = Date.now() - days * 24 * 60 * 60_000;
      const names = await readdir(dir).catch(() => []);
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const file = path.join(dir, name);
        if ((await stat(file)).mtimeMs < before) await rm(file, { force: true });
      }
    },
    close: () => transport.close(),
  };
}
