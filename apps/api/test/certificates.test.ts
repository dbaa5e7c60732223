import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { todayInBrazil } from '@drones/shared/certificates';
import { additionalDataCertificates, auditEvents } from '../src/db/schema';
import { sendExpiryReminders } from '../src/modules/certificates/service';
import type { Account } from './helpers/accounts';
import { fieldParts, fileIdOf, samplePdf, samplePng, sendForm } from './helpers/files';
import { call, pilotDataPeople } from './helpers/pilot-data';
import { useSmtpApp, type SmtpApp, testConfig } from './helpers/test-app';

let app: FastifyInstance;
let smtp: SmtpApp['smtp'];
useSmtpApp((running) => ({ app, smtp } = running));

const skills = { habilities: 'Termografia', areasExpertise: 'Enchentes', operateKm: '50' };

/** A date `days` from today in Brasília, as the API takes it. */
const inDays = (days: number) => todayInBrazil(new Date(Date.now() + days * 24 * 3600_000));
const brazilian = (date: string) => date.split('-').reverse().join('/');

/** The pilot's additional data with one certificate per file, in that order. */
async function sendCertificates(pilot: Account, count: number) {
  const png = await samplePng();
  const res = await sendForm(app, 'POST', '/api/additionalData', pilot, [
    ...fieldParts(skills),
    ...Array.from({ length: count }, (_, i) => ({
      name: 'documents',
      data: i % 2 ? samplePdf : png,
      filename: `certificado-${i}.${i % 2 ? 'pdf' : 'png'}`,
    })),
  ]);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; url: string[]; certificates: { id: string }[] }>();
}

async function mailsTo(account: Account, count: number) {
  for (let i = 0; i < 200; i += 1) {
    await app.jobs.runDue();
    const mails = smtp.messages.filter((mail) => mail.to === account.email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} e-mails reached ${account.email}`);
}

function review(id: string, who: Account | undefined, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/certificates/${id}`,
    headers: who?.auth ?? {},
    payload,
  });
}

describe('certificate states', () => {
  it('starts pending, with the same ids as the url list, in the profile too', async () => {
    const { pilot, admin } = await pilotDataPeople(app);
    const sent = await sendCertificates(pilot, 2);
    expect(sent.certificates).toEqual(
      sent.url.map((url) => ({
        id: fileIdOf(url),
        url,
        status: 'pending',
        expiresAt: null,
        reason: null,
      })),
    );

    const [first] = sent.certificates;
    expect(
      (await review(first!.id, admin, { status: 'rejected', reason: 'Ilegível' })).statusCode,
    ).toBe(200);
    const read = await call(app, 'GET', `/api/additionalData/${sent.id}`, pilot);
    expect(read.json().certificates.map((c: object) => ({ ...c, url: undefined }))).toEqual([
      { id: first!.id, status: 'rejected', expiresAt: null, reason: 'Ilegível' },
      { id: sent.certificates[1]!.id, status: 'pending', expiresAt: null, reason: null },
    ]);
    const profile = await call(app, 'GET', `/api/users/${pilot.id}`, admin);
    expect(profile.statusCode).toBe(200);
    expect(
      profile.json().additionalData.certificates.map((c: { status: string }) => c.status),
    ).toEqual(['rejected', 'pending']);
  });
});

describe('GET /api/certificates', () => {
  it('is for admins only', async () => {
    const { pilot, pending, government } = await pilotDataPeople(app);
    expect((await call(app, 'GET', '/api/certificates')).statusCode).toBe(401);
    for (const who of [pilot, pending, government]) {
      expect((await call(app, 'GET', '/api/certificates', who)).statusCode).toBe(403);
      expect(
        (await review('0190a000-0000-7000-8000-000000000001', who, { status: 'pending' }))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await review('0190a000-0000-7000-8000-000000000001', undefined, { status: 'pending' }))
        .statusCode,
    ).toBe(401);
  });

  it('lists each state, the pending queue oldest first, paged with X-Total-Count and Link', async () => {
    const { pilot, otherPilot, admin } = await pilotDataPeople(app);
    const first = await sendCertificates(pilot, 2);
    const second = await sendCertificates(otherPilot, 1);
    const [a, b] = first.certificates.map((c) => c.id);
    const c = second.certificates[0]!.id;
    await review(b!, admin, { status: 'verified', expiresAt: inDays(100) });

    const page1 = await call(app, 'GET', '/api/certificates?status=pending&limit=1', admin);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['x-total-count']).toBe('2');
    const item = page1.json()[0];
    expect(item).toEqual({
      id: a,
      pilot: { id: pilot.id, name: expect.any(String) },
      url: expect.stringMatching(new RegExp(`^/api/files/${a}\\?s=`)),
      status: 'pending',
      expiresAt: null,
      reason: null,
      // The first one sent is an image (sendCertificates alternates PNG and PDF).
      contentType: 'image/webp',
      uploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const link = /^<(\/api\/certificates\?[^>]+)>; rel="next"$/.exec(String(page1.headers.link));
    expect(link?.[1]).toContain('status=pending');
    const page2 = await call(app, 'GET', link![1]!, admin);
    expect(page2.json().map((i: { id: string }) => i.id)).toEqual([c]);
    expect(page2.headers.link).toBeUndefined();

    const verified = await call(app, 'GET', '/api/certificates?status=verified', admin);
    expect(verified.json()).toEqual([
      expect.objectContaining({ id: b, status: 'verified', expiresAt: inDays(100) }),
    ]);
    const all = await call(app, 'GET', '/api/certificates', admin);
    expect(all.json().map((i: { id: string }) => i.id)).toEqual([c, b, a]);
    expect((await call(app, 'GET', '/api/certificates?status=rejected', admin)).json()).toEqual([]);

    const bad = await call(app, 'GET', '/api/certificates?status=expired', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'status', message: 'Situação inválida' }]);
  });
});

describe('PATCH /api/certificates/{id}', () => {
  it('verifies until a future date, audited and told to the pilot by e-mail', async () => {
    const { pilot, admin } = await pilotDataPeople(app);
    const [certificate] = (await sendCertificates(pilot, 1)).certificates;
    const id = certificate!.id;

    for (const expiresAt of [todayInBrazil(), '2020-01-01']) {
      const past = await review(id, admin, { status: 'verified', expiresAt });
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toEqual([
        { path: 'expiresAt', message: 'A validade deve ser uma data futura' },
      ]);
    }
    for (const expiresAt of ['2099-02-30', '31/12/2099', undefined]) {
      const invalid = await review(id, admin, { status: 'verified', expiresAt });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0].path).toBe('expiresAt');
    }

    const expiresAt = inDays(365);
    const res = await review(id, admin, { status: 'verified', expiresAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      pilot: { id: pilot.id, name: expect.any(String) },
      url: expect.stringMatching(new RegExp(`^/api/files/${id}\\?`)),
      status: 'verified',
      expiresAt,
      reason: null,
      contentType: 'image/webp',
      uploadedAt: expect.any(String),
    });

    const [mail] = await mailsTo(pilot, 1);
    expect(mail!.subject).toBe('Seu certificado foi verificado');
    expect(mail!.text).toContain(`certificado`);
    expect(mail!.text).toContain(`verificado até ${brazilian(expiresAt)}`);
    expect(mail!.text).toContain(`http://drones.test/perfil/${pilot.id}/user`);

    const events = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'certificate.reviewed'));
    expect(events).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        targetType: 'certificate',
        targetId: id,
        details: { status: 'verified', expiresAt, pilotId: pilot.id },
      }),
    ]);
  });

  it('rejects with a reason, may review again, and 404s an unknown certificate', async () => {
    const { pilot, admin } = await pilotDataPeople(app);
    const id = (await sendCertificates(pilot, 1)).certificates[0]!.id;

    for (const payload of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
      const res = await review(id, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'reason', message: 'Campo obrigatório' }]);
    }
    const tooLong = await review(id, admin, { status: 'rejected', reason: 'x'.repeat(1001) });
    expect(tooLong.json().errors).toEqual([
      { path: 'reason', message: 'Máximo de 1000 caracteres' },
    ]);
    const pendingAgain = await review(id, admin, { status: 'pending' });
    expect(pendingAgain.statusCode).toBe(400);
    expect(pendingAgain.json().errors[0].path).toBe('status');

    const res = await review(id, admin, { status: 'rejected', reason: 'Documento ilegível' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      expiresAt: null,
      reason: 'Documento ilegível',
    });
    const [mail] = await mailsTo(pilot, 1);
    expect(mail!.subject).toBe('Seu certificado foi recusado');
    expect(mail!.text).toContain('certificado');
    expect(mail!.text).toContain('recusado: Documento ilegível');

    const again = await review(id, admin, { status: 'verified', expiresAt: inDays(30) });
    expect(again.json()).toMatchObject({ status: 'verified', reason: null });
    await mailsTo(pilot, 2);

    const unknown = await review('0190a000-0000-7000-8000-000000000001', admin, {
      status: 'rejected',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Certificado não encontrado');
  });
});

describe('the expiry reminder', () => {
  it('e-mails once per certificate within 30 days of its expiry, never for an expired one', async () => {
    const { pilot, otherPilot, admin } = await pilotDataPeople(app);
    const [soon, later] = (await sendCertificates(pilot, 2)).certificates.map((c) => c.id);
    const [expired] = (await sendCertificates(otherPilot, 1)).certificates.map((c) => c.id);
    // Far enough ahead that the reminder run at start-up (today) leaves them alone.
    await review(soon!, admin, { status: 'verified', expiresAt: '2090-01-30' });
    await review(later!, admin, { status: 'verified', expiresAt: '2090-03-31' });
    await review(expired!, admin, { status: 'verified', expiresAt: '2089-12-31' });
    await mailsTo(pilot, 2);
    const ctx = { db: app.db, mail: app.mail, config: testConfig() };
    const now = new Date('2090-01-01T12:00:00Z');

    // 2090-01-30 is 29 days away, 2090-03-31 too far, and 2089-12-31 already past.
    expect(await sendExpiryReminders(ctx, now)).toBe(1);
    expect(await sendExpiryReminders(ctx, now)).toBe(0);
    const mails = await mailsTo(pilot, 3);
    expect(mails[2]!.subject).toBe('Seu certificado vence em 30/01/2090');
    expect(mails[2]!.text).toContain('O certificado verificado');
    expect(mails[2]!.text).toContain('30/01/2090');

    const [row] = await app.db
      .select({ at: additionalDataCertificates.expiryRemindedAt })
      .from(additionalDataCertificates)
      .where(eq(additionalDataCertificates.fileId, soon!));
    expect(row!.at).toEqual(now);

    // The day before it expired, the other pilot's was due.
    expect(await sendExpiryReminders(ctx, new Date('2089-12-30T12:00:00Z'))).toBe(1);
    await mailsTo(otherPilot, 2);
    // A new review starts the reminder over.
    await review(soon!, admin, { status: 'verified', expiresAt: '2090-01-20' });
    expect(await sendExpiryReminders(ctx, now)).toBe(1);
  });
});
