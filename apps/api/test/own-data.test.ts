import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { eq, isTable } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ERASED_ACCOUNT_NAME, WRONG_CURRENT_PASSWORD } from '@drones/shared/users';
import * as schema from '../src/db/schema';
import { auditEvents, files, users } from '../src/db/schema';
import { BLANKED_ACCOUNT } from '../src/modules/own-data/repository';
import { call, drone } from './helpers/pilot-data';
import { fieldParts, samplePdf, samplePng, sendForm } from './helpers/files';
import { createRequest, requestPeople } from './helpers/solicitations';
import { eraseAccount, openSession, signUpPayload, type Account } from './helpers/accounts';
import { createTestAppWithConfig } from './helpers/test-app';

const availability = { days: 'Sábado', city: 'Niterói', district: 'Icaraí' };

/** An admin's communication to every pilot. */
function broadcast(app: FastifyInstance, admin: Account) {
  return call(app, 'POST', '/api/comunication', admin, {
    name: 'Alerta',
    description: 'Chuva forte',
    comunication: 'Fiquem atentos',
    details: 'Região serrana',
  });
}

/** A pilot with every kind of pilot data: equipment, availability, a certificate, an ANAC form. */
async function pilotWithData() {
  const { app } = await createTestAppWithConfig();
  const people = await requestPeople(app);
  const { pilot } = people;
  expect((await call(app, 'POST', '/api/equipment', pilot, drone)).statusCode).toBe(201);
  expect((await call(app, 'POST', '/api/disponibility', pilot, availability)).statusCode).toBe(201);
  const extra = await sendForm(app, 'POST', '/api/additionalData', pilot, [
    ...fieldParts({
      habilities: 'Termografia',
      areasExpertise: 'Enchentes',
      operateKm: '50',
      observation: 'Carro próprio',
      userId: pilot.id,
    }),
    { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
  ]);
  expect(extra.statusCode).toBe(201);
  const form = await sendForm(app, 'POST', '/api/driverForm', pilot, [
    ...fieldParts({ userId: pilot.id }),
    { name: 'driverForm', data: await samplePng(), filename: 'anac.png' },
  ]);
  expect(form.statusCode).toBe(201);
  return { app, ...people };
}

describe('GET /api/users/me/export', () => {
  it('answers a zip with dados.json and every file of the user', async () => {
    const { app, pilot } = await pilotWithData();
    await openSession(app, pilot);
    const res = await call(app, 'GET', '/api/users/me/export', pilot);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-/);
    expect(res.headers['cache-control']).toBe('no-store');

    const zip = await JSZip.loadAsync(res.rawPayload);
    const data = JSON.parse(await zip.file('dados.json')!.async('string'));
    expect(data.profile).toMatchObject({ id: pilot.id, email: pilot.email, role: 'DRIVER' });
    expect(data.profile.cpf).toMatch(/^\d{11}$/);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|argon2/);
    expect(data.equipments).toEqual([expect.objectContaining(drone)]);
    expect(data.auditEvents).toContainEqual(
      expect.objectContaining({ action: 'login.succeeded', actorId: pilot.id }),
    );
    const exported = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'data.exported'));
    expect(exported).toEqual([
      expect.objectContaining({ actorId: pilot.id, targetId: pilot.id, details: { files: 2 } }),
    ]);
    expect(data.disponibility).toMatchObject(availability);
    expect(data.additionalData.certificates).toEqual([
      expect.stringMatching(/^arquivos\/.+\.pdf$/),
    ]);
    expect(data.driverForms).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/^arquivos\/.+\.webp$/) }),
    ]);
    const certificate = zip.file(data.additionalData.certificates[0])!;
    expect(Buffer.from(await certificate.async('uint8array')).equals(samplePdf)).toBe(true);
    const form = zip.file(data.driverForms[0].file)!;
    expect((await form.async('uint8array')).byteLength).toBeGreaterThan(0);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('arquivos/'))).toHaveLength(2);
  });

  it('holds the requests, invitations and communications of civil defence', async () => {
    const { app, government, pilot, admin } = await pilotWithData();
    const request = await createRequest(app, government);
    await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    const sent = await broadcast(app, admin);
    expect(sent.statusCode).toBe(201);

    const mine = async (who: typeof pilot) => {
      const res = await call(app, 'GET', '/api/users/me/export', who);
      const zip = await JSZip.loadAsync(res.rawPayload);
      return JSON.parse(await zip.file('dados.json')!.async('string'));
    };
    expect((await mine(government)).solicitations).toEqual([
      expect.objectContaining({ id: request.id, name: request.name }),
    ]);
    expect((await mine(pilot)).invitations).toEqual([
      expect.objectContaining({ solicitationId: request.id, solicitationName: request.name }),
    ]);
    expect((await mine(admin)).communications).toEqual([
      expect.objectContaining({ name: 'Alerta', comunication: 'Fiquem atentos' }),
    ]);
  });

  it('needs a session', async () => {
    const { app } = await createTestAppWithConfig();
    expect((await call(app, 'GET', '/api/users/me/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { app, pilot } = await pilotWithData();
    const res = await call(app, 'DELETE', '/api/users/me', pilot, { password: 'outra-senha' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: WRONG_CURRENT_PASSWORD,
      errors: [{ path: 'password', message: WRONG_CURRENT_PASSWORD }],
    });
    expect((await call(app, 'GET', `/api/users/${pilot.id}`, pilot)).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/api/users/me', pilot, {})).statusCode).toBe(400);
  });

  it('erases the pilot: sessions, files and data go, the e-mail and CPF sign up again', async () => {
    const { app, pilot, government } = await pilotWithData();
    const profile = (await call(app, 'GET', `/api/users/${pilot.id}`, pilot)).json();
    const fileUrl: string = profile.driverForms[0].url;
    const cpf: string = profile.cpf;

    const res = await eraseAccount(app, pilot);
    expect(res.statusCode).toBe(204);

    expect((await call(app, 'POST', '/api/auth/validate', pilot)).statusCode).toBe(401);
    expect((await call(app, 'GET', `/api/users/${pilot.id}`, government)).statusCode).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pilot.email, password: pilot.password },
    });
    expect(login.statusCode).toBe(401);
    const directory = await call(app, 'GET', '/api/users?role=DRIVER', government);
    expect(directory.json().map((user: { id: string }) => user.id)).not.toContain(pilot.id);
    // The link died with the session it was signed for (ADR 017); the rows below are gone too.
    expect((await app.inject({ url: fileUrl })).statusCode).toBe(403);
    const left = await app.db.select().from(files).where(eq(files.ownerId, pilot.id));
    expect(left).toEqual([]);

    const [row] = await app.db.select().from(users).where(eq(users.id, pilot.id));
    expect(row).toMatchObject(BLANKED_ACCOUNT);
    expect(row!.erasedAt).toBeInstanceOf(Date);
    const erased = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.erased'));
    expect(erased).toEqual([
      expect.objectContaining({
        actorId: pilot.id,
        targetId: pilot.id,
        details: { role: 'DRIVER', files: 2 },
      }),
    ]);

    const again = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ email: pilot.email, cpf }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(pilot.id);
  });

  it("keeps a request of erased civil defence with 'Conta removida' as its author", async () => {
    const { app, government, otherGovernment, pilot } = await pilotWithData();
    const request = await createRequest(app, government);
    await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    const erase = await eraseAccount(app, government);
    expect(erase.statusCode).toBe(204);

    const detail = await call(app, 'GET', `/api/solicitation/${request.id}`, otherGovernment);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().userDetails).toEqual({
      name: ERASED_ACCOUNT_NAME,
      phone: null,
      email: '',
    });
    const list = await call(app, 'GET', '/api/solicitation', otherGovernment);
    expect(list.json().map((item: { id: string }) => item.id)).toContain(request.id);
  });

  it('leaves the erased pilot out of counts, invitations and broadcasts', async () => {
    const { app, pilot, government, admin } = await pilotWithData();
    const request = await createRequest(app, government);
    const before = (await app.inject({ url: '/api/users/driversLength' })).json().driversCount;
    await eraseAccount(app, pilot);

    expect((await app.inject({ url: '/api/users/driversLength' })).json().driversCount).toBe(
      before - 1,
    );
    const invite = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    expect(invite.statusCode).toBe(404);
    const sent = await broadcast(app, admin);
    expect(sent.statusCode).toBe(201);
  });
});

describe('deleting pilot data', () => {
  it('is recorded in the audit log, kind and id only', async () => {
    const { app, pilot } = await pilotWithData();
    const profile = (await call(app, 'GET', `/api/users/${pilot.id}`, pilot)).json();
    const deletions = [
      ['disponibility', profile.disponibility.id],
      ['additionalData', profile.additionalData.id],
      ['driverForm', profile.driverForms[0].id],
    ] as const;
    for (const [resource, id] of deletions) {
      expect((await call(app, 'DELETE', `/api/${resource}/${id}`, pilot)).statusCode).toBe(204);
    }
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'pilot_data.deleted'));
    expect(events.map((event) => event.details)).toEqual(
      deletions.map(([resource, id]) => ({ resource, id })),
    );
    expect(events.every((event) => event.actorId === pilot.id && event.targetId === pilot.id)).toBe(
      true,
    );
  });
});

describe('the personal-data map', () => {
  it('covers every table that refers to users', () => {
    const source = readFileSync(
      new URL('../src/modules/own-data/repository.ts', import.meta.url),
      'utf8',
    );
    const referring = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => isTable(value))
      .map((table) => getTableConfig(table))
      .filter((config) =>
        config.foreignKeys.some(
          (fk) => getTableConfig(fk.reference().foreignTable).name === 'users',
        ),
      )
      .map((config) => config.name);
    expect(referring.length).toBeGreaterThan(5);
    const exportName = (sqlName: string) =>
      sqlName.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    for (const name of referring) expect(source, name).toContain(exportName(name));
  });
});
