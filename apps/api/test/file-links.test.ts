import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { type Account, eraseAccount, openSession, signUp, signUpPayload } from './helpers/accounts';
import { samplePdf, samplePng, sendForm } from './helpers/files';
import { call } from './helpers/pilot-data';
import { createTestApp } from './helpers/test-app';

const REFUSED = { message: 'Link inválido ou expirado.', statusCode: 403, code: 'forbidden' };

/** A pilot with one ANAC form, whose link each session gets from its own profile. */
async function pilotWithForm(app: FastifyInstance) {
  const pilot = await signUp(app);
  const sent = await sendForm(app, 'POST', '/api/driverForm', pilot, [
    { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
  ]);
  expect(sent.statusCode).toBe(201);
  return pilot;
}

async function formUrl(app: FastifyInstance, who: Pick<Account, 'auth'>): Promise<string> {
  const res = await app.inject({ url: '/api/users/currentUser', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ driverForms: { url: string }[] }>().driverForms[0]!.url;
}

async function opens(app: FastifyInstance, url: string): Promise<boolean> {
  const res = await app.inject(url);
  if (res.statusCode === 403) expect(res.json()).toEqual(REFUSED);
  else expect(res.statusCode).toBe(200);
  return res.statusCode === 200;
}

describe('signed file links end with the session that got them', () => {
  it('stop working at logout, while another session keeps its own', async () => {
    const app = await createTestApp();
    const pilot = await pilotWithForm(app);
    const phone = { auth: await openSession(app, pilot) };
    const url = await formUrl(app, pilot);
    const phoneUrl = await formUrl(app, phone);
    expect(await opens(app, url)).toBe(true);

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: pilot.auth });
    expect(out.statusCode).toBe(204);
    expect(await opens(app, url)).toBe(false);
    expect(await opens(app, phoneUrl)).toBe(true);
  });

  it('stop working for the other sessions when they are ended', async () => {
    const app = await createTestApp();
    const pilot = await pilotWithForm(app);
    const phone = { auth: await openSession(app, pilot) };
    const url = await formUrl(app, pilot);
    const phoneUrl = await formUrl(app, phone);

    const ended = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: pilot.auth,
    });
    expect(ended.statusCode).toBe(204);
    expect(await opens(app, phoneUrl)).toBe(false);
    expect(await opens(app, url)).toBe(true);
  });

  it('stop working for the other sessions when the password changes', async () => {
    const app = await createTestApp();
    const pilot = await pilotWithForm(app);
    const phone = { auth: await openSession(app, pilot) };
    const phoneUrl = await formUrl(app, phone);

    const changed = await call(app, 'PUT', `/api/users/${pilot.id}/password`, pilot, {
      currentPassword: pilot.password,
      password: 'Jacaranda-azul-de-Petropolis-71',
    });
    expect(changed.statusCode).toBe(204);
    expect(await opens(app, phoneUrl)).toBe(false);
    expect(await opens(app, await formUrl(app, pilot))).toBe(true);
  });

  it('stop working when the account is erased', async () => {
    const app = await createTestApp();
    const pilot = await pilotWithForm(app);
    const url = await formUrl(app, pilot);
    const erased = await eraseAccount(app, pilot);
    expect(erased.statusCode).toBe(204);
    const res = await app.inject(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('stop working when the session expires unused', async () => {
    const app = await createTestApp();
    const pilot = await pilotWithForm(app);
    const url = await formUrl(app, pilot);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '15 days'` })
      .where(eq(sessions.userId, pilot.id));
    expect(await opens(app, url)).toBe(false);
  });

  it('in a sign-up or login answer belong to the session that answer opens', async () => {
    const app = await createTestApp();
    const payload = signUpPayload();
    const form = await sendForm(app, 'POST', '/api/users', { auth: {} } as Account, [
      ...Object.entries(payload).map(([name, value]) => ({ name, value: String(value) })),
      { name: 'urlPhoto', data: await samplePng(), filename: 'eu.png' },
    ]);
    expect(form.statusCode).toBe(201);
    const signedUp = form.json<{ accessToken: string; user: { urlPhoto: string } }>();
    expect(await opens(app, signedUp.user.urlPhoto)).toBe(true);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    const loggedIn = login.json<{ accessToken: string; user: { urlPhoto: string } }>();
    expect(await opens(app, loggedIn.user.urlPhoto)).toBe(true);

    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${loggedIn.accessToken}` },
    });
    expect(await opens(app, loggedIn.user.urlPhoto)).toBe(false);
    expect(await opens(app, signedUp.user.urlPhoto)).toBe(true);
  });
});
