import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@drones/shared/audit';
import { auditEvents, passwordResetTokens, users } from '../src/db/schema';
import { newToken, tokenHash } from '../src/lib/tokens';
import { record } from '../src/modules/audit/service';
import { hashPassword } from '../src/modules/auth/service';
import { upsertAdmin } from '../src/modules/users/service';
import { type Account, createAdmin, eraseAccount, signUp } from './helpers/accounts';
import { fieldParts, fileIdOf, samplePdf, sendForm } from './helpers/files';
import { call, pilotDataPeople } from './helpers/pilot-data';
import { createRequest, requestPeople } from './helpers/solicitations';
import { createTestApp } from './helpers/test-app';

const IP = '203.0.113.7';

/** The audit log as an admin reads it; `query` is the query string. */
async function audit(app: FastifyInstance, admin: Account, query = '') {
  const res = await call(app, 'GET', `/api/audit${query ? `?${query}` : ''}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEvent[]>();
}

/** The events of one action, newest first. */
const ofAction = async (app: FastifyInstance, admin: Account, action: string) =>
  audit(app, admin, `action=${action}`);

function loginFrom(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: IP,
  });
}

describe('audit log: what is recorded', () => {
  it('records successful and failed logins, naming a known account and never what was typed', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app, { name: 'Joana Piloto' });

    expect((await loginFrom(app, pilot.email, pilot.password)).statusCode).toBe(200);
    expect((await loginFrom(app, pilot.email, 'senha-errada-1')).statusCode).toBe(401);
    expect((await loginFrom(app, 'ninguem@exemplo.com.br', 'senha-errada-2')).statusCode).toBe(401);

    const [succeeded] = await ofAction(app, admin, 'login.succeeded').then((list) =>
      list.filter((event) => event.actor?.id === pilot.id),
    );
    expect(succeeded).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      action: 'login.succeeded',
      actor: { id: pilot.id, name: 'Joana Piloto' },
      targetType: 'user',
      targetId: pilot.id,
      targetName: 'Joana Piloto',
      ip: IP,
      details: {},
    });

    const failed = await ofAction(app, admin, 'login.failed');
    expect(failed).toEqual([
      expect.objectContaining({
        actor: null,
        targetType: null,
        targetId: null,
        ip: IP,
        details: { knownAccount: false },
      }),
      expect.objectContaining({
        actor: null,
        targetType: 'user',
        targetId: pilot.id,
        targetName: 'Joana Piloto',
        details: { knownAccount: true },
      }),
    ]);
    const stored = JSON.stringify(await app.db.select().from(auditEvents));
    for (const secret of ['senha-errada', 'ninguem@', pilot.password, pilot.email]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records logout', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: pilot.auth,
      remoteAddress: IP,
    });
    expect(res.statusCode).toBe(204);
    expect(await ofAction(app, admin, 'logout')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: pilot.id }), ip: IP }),
    ]);
  });

  it('records reset requests (known or not) and a completed reset', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app);
    for (const email of [pilot.email, 'ninguem@exemplo.com.br']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/forgotPassword',
        payload: { email },
      });
      expect(res.statusCode).toBe(202);
    }
    expect(await ofAction(app, admin, 'password_reset.requested')).toEqual([
      expect.objectContaining({ actor: null, targetId: null, details: { knownAccount: false } }),
      expect.objectContaining({ actor: null, targetId: pilot.id, details: { knownAccount: true } }),
    ]);

    const token = newToken();
    await app.db.insert(passwordResetTokens).values({
      userId: pilot.id,
      tokenHash: tokenHash(token),
      expiresAt: sql`now() + interval '1 hour'`,
    });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/resetPassword/${pilot.id}/${token}`,
      payload: { password: 'uma-senha-nova' },
    });
    expect(res.statusCode).toBe(204);
    // A refused link records nothing.
    await app.inject({
      method: 'PATCH',
      url: `/api/users/resetPassword/${pilot.id}/${token}`,
      payload: { password: 'outra-senha-nova' },
    });
    const completed = await ofAction(app, admin, 'password_reset.completed');
    expect(completed).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: pilot.id }),
        targetId: pilot.id,
        details: {},
      }),
    ]);
    expect(JSON.stringify(completed)).not.toContain(token);
  });

  it('records e-mail and password changes, not refused attempts', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app);
    const wrong = await call(app, 'PUT', `/api/users/${pilot.id}/password`, pilot, {
      currentPassword: 'nao-e-esta',
      password: 'uma-senha-nova',
    });
    expect(wrong.statusCode).toBe(403);
    const changed = await call(app, 'PUT', `/api/users/${pilot.id}/password`, pilot, {
      currentPassword: pilot.password,
      password: 'uma-senha-nova',
    });
    expect(changed.statusCode).toBe(204);
    const email = await call(app, 'PUT', `/api/users/${pilot.id}`, pilot, {
      email: `novo.${Date.now()}@exemplo.com.br`,
      currentPassword: 'uma-senha-nova',
    });
    expect(email.statusCode).toBe(200);
    // Another field alone is no e-mail change.
    await call(app, 'PUT', `/api/users/${pilot.id}`, pilot, { name: 'Outro Nome' });

    for (const action of ['password.changed', 'email.changed']) {
      expect(await ofAction(app, admin, action), action).toEqual([
        expect.objectContaining({
          actor: { id: pilot.id, name: 'Outro Nome' },
          targetId: pilot.id,
          ip: '127.0.0.1',
          details: {},
        }),
      ]);
    }
  });

  it('records approvals and rejections with the deciding admin', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const approveMe = await signUp(app, { role: 'GOVERNMENT', name: 'Defesa Civil de Niterói' });
    const rejectMe = await signUp(app, { role: 'GOVERNMENT' });
    const decide = (id: string, approved: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/users/${id}/approval`,
        headers: admin.auth,
        payload: { approved },
      });
    expect((await decide(approveMe.id, true)).statusCode).toBe(200);
    expect((await decide(rejectMe.id, false)).statusCode).toBe(200);
    // The same decision again changes nothing and records nothing.
    await decide(approveMe.id, true);

    expect(await ofAction(app, admin, 'government.approved')).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, name: 'Administração' },
        targetType: 'user',
        targetId: approveMe.id,
        targetName: 'Defesa Civil de Niterói',
        details: { previousStatus: 'pending' },
      }),
    ]);
    expect(await ofAction(app, admin, 'government.rejected')).toEqual([
      expect.objectContaining({ targetId: rejectMe.id }),
    ]);
  });

  it('records admin creation and promotion, without an actor', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app);
    await upsertAdmin(
      app,
      {
        email: pilot.email,
        name: 'Nova Administração',
        passwordHash: await hashPassword('x'.repeat(8)),
      },
      { promote: true },
    );
    const events = await ofAction(app, admin, 'admin.created');
    expect(events).toEqual([
      expect.objectContaining({
        actor: null,
        ip: null,
        targetId: pilot.id,
        details: { source: 'create-admin', mode: 'promoted', previousRole: 'DRIVER' },
      }),
      expect.objectContaining({
        actor: null,
        targetId: admin.id,
        details: { source: 'create-admin', mode: 'created' },
      }),
    ]);
  });

  it('records the spreadsheet export', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const res = await call(app, 'GET', '/api/solicitation/export.xlsx', admin);
    expect(res.statusCode).toBe(200);
    expect(await ofAction(app, admin, 'spreadsheet.exported')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        targetType: null,
        details: { file: 'SolicitationReports.xlsx' },
      }),
    ]);
  });

  it("records another user's opening of a pilot's certificate or ANAC form, never the lists of links nor the pilot's own", async () => {
    const app = await createTestApp();
    const { pilot, government, admin } = await pilotDataPeople(app);
    const created = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts({ habilities: 'Termografia', areasExpertise: 'Enchentes', operateKm: '50' }),
      { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
    ]);
    expect(created.statusCode).toBe(201);
    const certificateId = fileIdOf(created.json<{ url: string[] }>().url[0]!);
    const form = await sendForm(app, 'POST', '/api/driverForm', pilot, [
      { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
    ]);
    expect(form.statusCode).toBe(201);

    // The pilot opening his own files, and the pages that list links, record nothing.
    const own = await call(app, 'GET', `/api/users/${pilot.id}`, pilot);
    expect(
      (await app.inject(own.json<{ driverForms: { url: string }[] }>().driverForms[0]!.url))
        .statusCode,
    ).toBe(200);
    const profile = await call(app, 'GET', `/api/users/${pilot.id}`, government);
    expect(profile.statusCode).toBe(200);
    const extraId = created.json<{ id: string }>().id;
    expect((await call(app, 'GET', `/api/additionalData/${extraId}`, admin)).statusCode).toBe(200);
    const queue = await call(app, 'GET', '/api/certificates?status=pending', admin);
    expect(queue.statusCode).toBe(200);
    expect(await ofAction(app, admin, 'certificate.read')).toEqual([]);
    expect(await ofAction(app, admin, 'driver_form.read')).toEqual([]);

    // Opening a document is the read: the admin's certificate from the queue, civil defence's form.
    const certificateUrl = queue.json<{ url: string }[]>()[0]!.url;
    expect((await app.inject(`${certificateUrl}&disposition=inline`)).statusCode).toBe(200);
    const formUrl = profile.json<{ driverForms: { url: string }[] }>().driverForms[0]!.url;
    expect((await app.inject({ url: formUrl, remoteAddress: IP })).statusCode).toBe(200);

    expect(await ofAction(app, admin, 'certificate.read')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        targetType: 'user',
        targetId: pilot.id,
        details: { source: 'file', fileIds: [certificateId] },
      }),
    ]);
    const formReads = await ofAction(app, admin, 'driver_form.read');
    expect(formReads).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: government.id }),
        targetId: pilot.id,
        ip: IP,
        details: { source: 'file', fileIds: [fileIdOf(formUrl)] },
      }),
    ]);
    // File ids only: no signature goes into the log.
    expect(JSON.stringify(formReads)).not.toContain('sig=');
  });

  it("shows an erased or removed account's events under 'Conta removida'", async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const erased = await signUp(app);
    const removed = await signUp(app);
    await loginFrom(app, erased.email, erased.password);
    const erasure = await eraseAccount(app, erased);
    expect(erasure.statusCode).toBe(204);
    await app.db.delete(users).where(eq(users.id, removed.id));
    await record(app.db, { action: 'logout', actor: { id: removed.id, ip: null } });

    expect(await audit(app, admin, `actor=${removed.id}`)).toEqual([
      expect.objectContaining({ actor: { id: removed.id, name: 'Conta removida' } }),
    ]);
    expect(await audit(app, admin, `actor=${erased.id}&action=login.succeeded`)).toEqual([
      expect.objectContaining({
        action: 'login.succeeded',
        actor: { id: erased.id, name: 'Conta removida' },
        targetName: 'Conta removida',
      }),
    ]);
  });
});

describe('audit log: reading it', () => {
  it("names the request an event is about, 'Solicitação removida' once it is gone", async () => {
    const app = await createTestApp();
    const { government, admin } = await requestPeople(app);
    const kept = await createRequest(app, government, { name: 'Enchente no Caxambu' });
    const removed = await createRequest(app, government, { name: 'Deslizamento no Quitandinha' });
    for (const request of [kept, removed]) {
      await record(app.db, {
        action: 'callout.created',
        actor: { id: government.id, ip: null },
        target: { type: 'solicitation', id: request.id },
      });
    }
    expect(
      (await call(app, 'DELETE', `/api/solicitation/${removed.id}`, government)).statusCode,
    ).toBe(204);

    const events = await ofAction(app, admin, 'callout.created');
    expect(
      events.map(({ targetType, targetId, targetName }) => ({ targetType, targetId, targetName })),
    ).toEqual([
      { targetType: 'solicitation', targetId: removed.id, targetName: 'Solicitação removida' },
      { targetType: 'solicitation', targetId: kept.id, targetName: 'Enchente no Caxambu' },
    ]);
  });

  it('is for admins only: 401 without a session, 403 for everyone else', async () => {
    const app = await createTestApp();
    const { pilot, pending, government } = await pilotDataPeople(app);
    expect((await call(app, 'GET', '/api/audit')).statusCode).toBe(401);
    for (const who of [pilot, pending, government]) {
      expect((await call(app, 'GET', '/api/audit', who)).statusCode).toBe(403);
    }
  });

  it('filters by actor, action and dates, newest first', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app);
    const other = await signUp(app);
    await loginFrom(app, pilot.email, pilot.password);
    await loginFrom(app, other.email, other.password);
    await loginFrom(app, pilot.email, 'senha-errada');
    // Three events on known days: 9 May 2026 at 23:30 in Brasília is 10 May in UTC.
    const at = (iso: string) => new Date(iso);
    for (const [when, action] of [
      ['2026-05-08T12:00:00Z', 'logout'],
      ['2026-05-10T02:30:00Z', 'logout'],
      ['2026-05-10T03:30:00Z', 'logout'],
    ] as const) {
      await app.db.insert(auditEvents).values({ at: at(when), action, actorId: pilot.id, ip: IP });
    }

    const mine = await audit(app, admin, `actor=${pilot.id}`);
    expect(mine.map((event) => event.action)).toEqual([
      'login.succeeded',
      'logout',
      'logout',
      'logout',
    ]);
    expect(mine.every((event) => event.actor?.id === pilot.id)).toBe(true);
    expect(
      (await audit(app, admin, `actor=${pilot.id}&action=login.succeeded`)).map((e) => e.actor?.id),
    ).toEqual([pilot.id]);
    expect(await audit(app, admin, 'action=login.failed')).toHaveLength(1);

    const days = async (query: string) =>
      (await audit(app, admin, `action=logout&${query}`)).map((event) => event.at);
    // A day is a whole day in Brasília time.
    expect(await days('from=2026-05-09&to=2026-05-09')).toEqual(['2026-05-10T02:30:00.000Z']);
    expect(await days('to=2026-05-09')).toEqual([
      '2026-05-10T02:30:00.000Z',
      '2026-05-08T12:00:00.000Z',
    ]);
    expect(await days('from=2026-05-10&to=2026-05-31')).toEqual(['2026-05-10T03:30:00.000Z']);
    // An instant is included itself.
    expect(
      await days(`from=${encodeURIComponent('2026-05-08T09:00:00-03:00')}&to=2026-05-10T02:30:00Z`),
    ).toEqual(['2026-05-10T02:30:00.000Z', '2026-05-08T12:00:00.000Z']);
  });

  it('pages with a cursor in the Link header and the total in X-Total-Count', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const pilot = await signUp(app);
    for (let i = 0; i < 4; i += 1) await loginFrom(app, pilot.email, pilot.password);

    const seen: string[] = [];
    let url: string | null = `/api/audit?actor=${pilot.id}&limit=3`;
    while (url) {
      const res = await call(app, 'GET', url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('4');
      seen.push(...res.json<AuditEvent[]>().map((event) => event.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
      if (url) expect(url).toContain(`actor=${pilot.id}`);
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('refuses a malformed cursor, an unknown action, a bad date and control characters with 400', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const bad = {
      'cursor=bm90LWEtY3Vyc29y': 'Cursor inválido.',
      'action=login.hacked': 'Dados inválidos.',
      'actor=nao-e-um-id': 'Dados inválidos.',
      'from=2026-02-30': 'Dados inválidos.',
      'to=ontem': 'Dados inválidos.',
      'from=0000-01-01': 'Dados inválidos.',
    };
    for (const [query, message] of Object.entries(bad)) {
      const res = await call(app, 'GET', `/api/audit?${query}`, admin);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toMatchObject({ message });
    }
    const control = await call(app, 'GET', '/api/audit?actor=%00', admin);
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({
      errors: [{ path: 'actor', message: 'Caracteres de controle não são permitidos.' }],
    });
  });
});

describe('audit log: append-only', () => {
  it('refuses to change or remove an event, in any statement', async () => {
    const app = await createTestApp();
    const pilot = await signUp(app);
    await loginFrom(app, pilot.email, pilot.password);
    const before = await app.db.select().from(auditEvents);
    expect(before.length).toBeGreaterThan(0);

    await expect(
      app.db.update(auditEvents).set({ ip: '10.0.0.1' }).where(eq(auditEvents.actorId, pilot.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(auditEvents)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from audit_events where false`)).rejects.toThrow();
    expect(await app.db.select().from(auditEvents)).toEqual(before);
  });

  it('refuses to be truncated', async () => {
    const app = await createTestApp();
    const pilot = await signUp(app);
    await loginFrom(app, pilot.email, pilot.password);
    const before = await app.db.select().from(auditEvents);
    expect(before.length).toBeGreaterThan(0);

    await expect(app.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate audit_events, users cascade`)).rejects.toThrow();
    expect(await app.db.select().from(auditEvents)).toEqual(before);
  });

  it('refuses details that name a secret, and the action fails with its transaction', async () => {
    const app = await createTestApp();
    const pilot = await signUp(app);
    await expect(
      record(app.db, {
        action: 'logout',
        actor: { id: pilot.id, ip: null },
        details: { password: 'x' },
      }),
    ).rejects.toThrow(/password/);
    await expect(
      app.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Mudou' }).where(eq(users.id, pilot.id));
        await record(tx, {
          action: 'logout',
          actor: { id: pilot.id, ip: null },
          details: { token: 'x' },
        });
      }),
    ).rejects.toThrow();
    const [row] = await app.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, pilot.id));
    expect(row!.name).not.toBe('Mudou');
    expect(await app.db.select().from(auditEvents).where(eq(auditEvents.action, 'logout'))).toEqual(
      [],
    );
  });
});
