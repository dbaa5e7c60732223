import { and, count, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens, sessions } from '../src/db/schema';
import { signUp, WEAK_TEST_PASSWORD, type Account } from './helpers/accounts';
import { createTestApp, testDatabase } from './helpers/test-app';
import { startSmtpCapture } from './helpers/smtp-capture';
import { WEAK_PASSWORD_ERROR } from './helpers/errors';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

let smtp: Smtp;
let app: App;

beforeEach(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ SMTP_URL: smtp.url });
});

afterEach(async () => {
  await app.close();
  await smtp.close();
});

function forgot(email: string) {
  return app.inject({ method: 'POST', url: '/api/users/forgotPassword', payload: { email } });
}

/** Asks for a link and answers its path, taken from the e-mail that reached the SMTP server. */
async function resetLink(account: Account): Promise<string> {
  const before = smtp.messages.length;
  expect((await forgot(account.email)).statusCode).toBe(202);
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail!.to).toBe(account.email);
  const link = /http:\/\/drones\.test(\/resetPassword\/\S+)/.exec(mail!.text)![1]!;
  expect(mail!.html).toContain(`http://drones.test${link}`);
  return link;
}

const status = async (link: string) =>
  (await app.inject(`/api/users${link}`)).json().status as string;
const reset = (link: string, password: string) =>
  app.inject({ method: 'PATCH', url: `/api/users${link}`, payload: { password } });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('password recovery', () => {
  it('answers 202 alike for known and unknown e-mails, mailing only the known one', async () => {
    const account = await signUp(app);
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot('ninguem@exemplo.com.br');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await smtp.waitFor(1);
    await app.jobs.runDue();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe('Alteração de senha - Drones Voluntários');
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const account = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/users/forgotPassword',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: account.email },
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.text).toContain('http://drones.test/resetPassword/');
    expect(mail!.text + mail!.html).not.toContain('evil.example');
  });

  it('changes the password once, revokes every session and sends a notice', async () => {
    const account = await signUp(app);
    const link = await resetLink(account);
    const { db } = await testDatabase();
    const [stored] = await db.select().from(passwordResetTokens);
    // Only the hash is stored.
    expect(link).not.toContain(stored!.tokenHash);
    expect(link.split('/').at(-1)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await status(link)).toBe('valid');
    const res = await reset(link, 'nova-senha-123');
    expect(res.statusCode).toBe(204);

    expect(await status(link)).toBe('used');
    const again = await reset(link, 'outra-senha-456');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Link já utilizado, peça um novo link para alterar a senha!');

    // The old session is gone; only the new password works.
    expect(
      (await app.inject({ url: '/api/users/currentUser', headers: account.auth })).statusCode,
    ).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'nova-senha-123')).statusCode).toBe(200);
    const [live] = await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)));
    expect(live!.n).toBe(1);

    const notice = (await smtp.waitFor(2))[1]!;
    expect(notice.subject).toBe('Sua senha foi alterada');
    expect(notice.to).toBe(account.email);
  });

  it("refuses a guessable password, the user's own e-mail included, and keeps the link", async () => {
    const account = await signUp(app, { email: 'carlos.souza@exemplo.com.br' });
    const link = await resetLink(account);
    for (const password of [WEAK_TEST_PASSWORD, 'carlos.souza']) {
      const res = await reset(link, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual(WEAK_PASSWORD_ERROR);
    }
    expect(await status(link)).toBe('valid');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect((await reset(link, 'nova-senha-123')).statusCode).toBe(204);
    // A spent link says so, whatever the password.
    expect((await reset(link, WEAK_TEST_PASSWORD)).statusCode).toBe(409);
  });

  it('refuses an expired link, and a new request retires the older link', async () => {
    const account = await signUp(app);
    const { db } = await testDatabase();
    const old = await resetLink(account);
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() + 59 * 60_000) });
    expect(await status(old)).toBe('valid');

    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await status(old)).toBe('expired');
    const expired = await reset(old, 'nova-senha-123');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'Tempo do link expirado, peça um novo link para alterar a senha!',
    );

    await db.delete(passwordResetTokens);
    const first = await resetLink(account);
    const second = await resetLink(account);
    expect(await status(first)).toBe('expired');
    expect(await status(second)).toBe('valid');
    expect((await reset(second, 'nova-senha-123')).statusCode).toBe(204);
  });

  it('gives a link valid for 60 minutes', async () => {
    const account = await signUp(app);
    await resetLink(account);
    const { db } = await testDatabase();
    const [row] = await db.select().from(passwordResetTokens);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 3);
  });

  it('answers invalid for unknown or malformed links', async () => {
    const account = await signUp(app);
    const link = await resetLink(account);
    const token = link.split('/').at(-1)!;
    const other = await signUp(app);
    for (const path of [
      `/resetPassword/${other.id}/${token}`,
      `/resetPassword/${account.id}/${'a'.repeat(43)}`,
      `/resetPassword/nao-e-um-id/${token}`,
      `/resetPassword/${account.id}/curto`,
    ]) {
      expect(await status(path)).toBe('invalid');
      const res = await reset(path, 'nova-senha-123');
      expect(res.statusCode).toBe(404);
    }
    expect(await status(link)).toBe('valid');
    expect((await reset(link, '123')).statusCode).toBe(400);
  });

  it("clears the e-mail's hourly cap of failed logins once the reset is done", async () => {
    const account = await signUp(app);
    const from = (ip: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password },
        remoteAddress: ip,
      });
    for (let n = 1; n <= 10; n += 1) {
      for (let i = 0; i < 10; i += 1) await from(`10.8.0.${n}`, 'senha-errada');
    }
    expect((await from('10.8.1.1', account.password)).statusCode).toBe(429);
    const link = await resetLink(account);
    expect((await reset(link, 'nova-senha-123')).statusCode).toBe(204);
    expect((await from('10.8.1.1', 'nova-senha-123')).statusCode).toBe(200);
  });

  it('limits requests to 3 per 15 minutes per e-mail, known or not', async () => {
    const account = await signUp(app);
    for (const email of [account.email, 'ninguem@exemplo.com.br']) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).statusCode).toBe(202);
      expect((await forgot(email)).statusCode).toBe(429);
    }
  });

  it('keeps reset e-mails in the outbox until delivered', async () => {
    const account = await signUp(app);
    await resetLink(account);
    await app.jobs.runDue();
    const { db } = await testDatabase();
    const rows = await db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({ to: account.email, status: 'sent', attempts: 0 }),
    ]);
  });
});
