import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { outbox, jobs } from '../src/db/schema';
import { fileSender } from '../src/plugins/app/mail/transports';
import { createTestApp, testConfig, testDatabase } from './helpers/test-app';
import { startSmtpCapture } from './helpers/smtp-capture';

async function outboxRow() {
  const { db } = await testDatabase();
  const [row] = await db.select().from(outbox);
  return row!;
}

async function waitForRow(predicate: (row: Awaited<ReturnType<typeof outboxRow>>) => boolean) {
  for (let i = 0; i < 200; i += 1) {
    const row = await outboxRow();
    if (row && predicate(row)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox row never reached the expected state');
}

/** Seconds until the message's job runs again. */
async function secondsToRetry() {
  const { db } = await testDatabase();
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
    .from(jobs)
    .where(eq(jobs.name, 'outbox.send'));
  return row!.seconds;
}

/** Makes the message's job due now, and runs it. */
async function retryNow(app: { jobs: { runDue(): Promise<void> } }) {
  const { db } = await testDatabase();
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.name, 'outbox.send'));
  await app.jobs.runDue();
}

const message = {
  to: 'piloto@exemplo.com.br',
  subject: 'Teste de envio',
  text: 'Olá! Acesse http://drones.test/resetPassword/abc/def para continuar.',
  html: '<p>Olá!</p>',
};

describe('e-mail outbox', () => {
  it('delivers a queued message through SMTP at once', async () => {
    const smtp = await startSmtpCapture();
    const app = await createTestApp({ SMTP_URL: smtp.url });
    await app.ready();
    await app.mail.enqueue(message);
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: message.to, subject: message.subject });
    expect(mail!.text.trim()).toBe(message.text);
    expect(mail!.html).toContain('<p>Olá!</p>');
    const row = await waitForRow((r) => r.status === 'sent');
    expect(row.sentAt).not.toBeNull();
    // The reset link it carried does not stay in the database.
    expect([row.text, row.html]).toEqual(['', null]);
    await app.close();
    await smtp.close();
  });

  it('purges sent messages 30 days after sending', async () => {
    const { db } = await testDatabase();
    const sent = { ...message, text: '', html: null, status: 'sent' as const };
    const [old] = await db
      .insert(outbox)
      .values({
        ...sent,
        sentAt: sql`now() - interval '31 days'`,
        statusAt: sql`now() - interval '31 days'`,
      })
      .returning();
    const [recent] = await db
      .insert(outbox)
      .values({
        ...sent,
        sentAt: sql`now() - interval '29 days'`,
        statusAt: sql`now() - interval '29 days'`,
      })
      .returning();
    const app = await createTestApp();
    await app.ready();
    for (let i = 0; i < 100; i += 1) {
      const ids = (await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
      if (!ids.includes(old!.id)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const left = (await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left).toEqual([recent!.id]);
  });

  it('retries a refused message with exponential backoff, then delivers it', async () => {
    const smtp = await startSmtpCapture();
    smtp.failWith('Servidor ocupado');
    const app = await createTestApp({ SMTP_URL: smtp.url });
    await app.ready();
    await app.mail.enqueue(message);

    const first = await waitForRow((r) => r.attempts === 1);
    expect(first.status).toBe('queued');
    expect(first.lastError).toMatch(/Servidor ocupado/);
    expect(await secondsToRetry()).toBeGreaterThan(25);
    expect(await secondsToRetry()).toBeLessThanOrEqual(30);

    // The second failure waits twice as long.
    await retryNow(app);
    const second = await outboxRow();
    expect(second.attempts).toBe(2);
    expect(await secondsToRetry()).toBeGreaterThan(55);
    expect(await secondsToRetry()).toBeLessThanOrEqual(60);

    smtp.failWith(null);
    await retryNow(app);
    expect((await outboxRow()).status).toBe('sent');
    const { db } = await testDatabase();
    expect(await db.select().from(jobs).where(eq(jobs.name, 'outbox.send'))).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.refused).toBe(2);
    await app.close();
    await smtp.close();
  });

  it('gives up after 8 attempts', async () => {
    const smtp = await startSmtpCapture();
    smtp.failWith('Caixa cheia');
    const app = await createTestApp({ SMTP_URL: smtp.url });
    await app.ready();
    const { db } = await testDatabase();
    await app.mail.enqueue(message);
    await waitForRow((r) => r.attempts === 1);
    for (let attempt = 2; attempt <= 8; attempt += 1) await retryNow(app);
    const row = await outboxRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    const [job] = await db.select().from(jobs).where(eq(jobs.name, 'outbox.send'));
    expect(job).toMatchObject({ attempts: 8, lastError: expect.stringMatching(/Caixa cheia/) });
    expect(job!.failedAt).not.toBeNull();
    await retryNow(app);
    expect((await outboxRow()).attempts).toBe(8);
    expect(smtp.refused).toBe(8);
    await app.close();
    await smtp.close();
  });

  it('resends a message whose sender stopped mid-send, with its own Message-ID', async () => {
    const smtp = await startSmtpCapture();
    const app = await createTestApp({ SMTP_URL: smtp.url });
    const { db } = await testDatabase();
    const [row] = await db.insert(outbox).values(message).returning();
    // Claimed once by an instance that died: its lease ended a minute ago.
    await db.insert(jobs).values({
      name: 'outbox.send',
      payload: { id: row!.id },
      attempts: 1,
      runAt: sql`now() - interval '1 minute'`,
    });
    await app.ready();
    const [mail] = await smtp.waitFor(1);
    expect((await waitForRow((r) => r.status === 'sent')).id).toBe(row!.id);
    // Fixed per row: the copy a crashed sender may have sent already has this same Message-ID.
    expect(mail!.messageId).toBe(`<${row!.id}@dronesvoluntarios.org.br>`);
    await app.close();
    await smtp.close();
  });

  it('keeps messages queued in a transaction that rolls back out of the outbox', async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    await db
      .transaction(async (tx) => {
        await app.mail.enqueue(message, tx);
        throw new Error('desfaz');
      })
      .catch(() => {});
    expect(await db.select().from(outbox)).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.name, 'outbox.send'))).toEqual([]);
  });

  it('writes .eml files under DATA_DIR/outbox without SMTP_URL, and never logs their links', async () => {
    const config = testConfig({ LOG_LEVEL: 'info' });
    const lines: string[] = [];
    const app = await createTestApp(
      {},
      { config, logStream: { write: (line: string) => void lines.push(line) } },
    );
    await app.ready();
    await app.mail.enqueue(message);
    const row = await waitForRow((r) => r.status === 'sent');
    const dir = path.join(config.DATA_DIR, 'outbox');
    expect(readdirSync(dir)).toEqual([`${row.id}.eml`]);
    const file = path.join(dir, `${row.id}.eml`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lines.some((line) => line.includes(`${row.id}.eml`))).toBe(true);
    expect(lines.join('\n')).not.toContain('resetPassword');
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('To: piloto@exemplo.com.br');
    expect(eml).toContain('Subject: Teste de envio');
    const { db } = await testDatabase();
    expect((await db.select().from(outbox).where(eq(outbox.id, row.id)))[0]!.status).toBe('sent');
  });

  it('deletes .eml copies older than the days asked for', async () => {
    const dir = path.join(testConfig().DATA_DIR, 'outbox');
    mkdirSync(dir, { recursive: true });
    const old = path.join(dir, 'antigo.eml');
    writeFileSync(old, 'x');
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000);
    utimesSync(old, monthAgo, monthAgo);
    writeFileSync(path.join(dir, 'recente.eml'), 'x');
    const sender = fileSender(dir, 'drones@exemplo.com.br', pino({ enabled: false }));
    await sender.purge!(30);
    expect(readdirSync(dir)).toEqual(['recente.eml']);
  });

  it('stops its worker on close', async () => {
    const app = await createTestApp();
    await app.ready();
    await app.close();
    await app.mail.enqueue(message);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await outboxRow()).status).toBe('queued');
  });
});
