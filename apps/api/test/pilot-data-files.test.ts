import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '@drones/shared/pilot-data';
import { additionalData, driverForms, files } from '../src/db/schema';
import { fileMessages } from '../src/plugins/app/files/content';
import {
  htmlAsPdf,
  fieldParts,
  fileIdOf,
  nothingStored,
  samplePdf,
  samplePng,
  sendForm,
  storedCounts,
  unsigned,
} from './helpers/files';
import { rowCount } from './helpers/fixtures';
import { createTestAppWithConfig } from './helpers/test-app';
import { call, pilotDataPeople } from './helpers/pilot-data';

const skills = {
  habilities: 'Fotogrametria e termografia',
  areasExpertise: 'Mapeamento de enchentes',
  operateKm: '50',
  observation: 'Tenho carro próprio',
};

async function rows(app: FastifyInstance) {
  return {
    additionalData: await rowCount(app.db, additionalData),
    driverForms: await rowCount(app.db, driverForms),
    files: await rowCount(app.db, files),
  };
}

describe('additional data with certificates', () => {
  it('keeps a PDF certificate that only the pilot, approved civil defence and admins can open', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, otherPilot, pending, government, admin } = await pilotDataPeople(app);
    await call(app, 'POST', '/api/disponibility', pilot, {
      days: 'Sábado',
      city: 'Niterói',
      district: 'Icaraí',
    });

    const created = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts({ ...skills, userId: pilot.id }),
      { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
    ]);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(String),
      userId: pilot.id,
      habilities: skills.habilities,
      areas_expertise: skills.areasExpertise,
      operate_km: '50',
      observation: skills.observation,
      disponibility: expect.objectContaining({ userId: pilot.id, city: 'Niterói' }),
      url: [expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?s=[0-9a-f-]{36}&exp=\d+&sig=/)],
      certificates: [expect.objectContaining({ status: 'pending' })],
    });

    const url = `/api/additionalData/${body.id}`;
    for (const who of [pilot, government, admin]) {
      const read = await call(app, 'GET', url, who);
      expect(read.statusCode).toBe(200);
      expect(unsigned(read.json())).toEqual(unsigned(body));
      const certificate = await app.inject(read.json().url[0]);
      expect(certificate.statusCode).toBe(200);
      expect(certificate.headers['content-type']).toBe('application/pdf');
      expect(certificate.rawPayload.equals(samplePdf)).toBe(true);

      const profile = await call(app, 'GET', `/api/users/${pilot.id}`, who);
      expect(unsigned(profile.json().additionalData)).toEqual(unsigned(body));
    }

    // No route hands another pilot or a pending account the certificate's link; to them it does
    // not exist.
    for (const who of [otherPilot, pending]) {
      expect((await call(app, 'GET', url, who)).statusCode).toBe(404);
      const profile = await call(app, 'GET', `/api/users/${pilot.id}`, who);
      expect(profile.statusCode).toBe(404);
      expect(profile.body).not.toContain('/api/files/');
      expect((await call(app, 'GET', `/api/equipment/user/${pilot.id}`, who)).statusCode).toBe(404);
    }
    expect((await call(app, 'GET', url)).statusCode).toBe(401);

    const again = await sendForm(app, 'POST', '/api/additionalData', pilot, fieldParts(skills));
    expect(again.statusCode).toBe(409);
    expect(await rows(app)).toMatchObject({ additionalData: 1, files: 1 });
  });

  it('accepts the certificates field as an alias, and JSON without files', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, otherPilot } = await pilotDataPeople(app);

    const aliased = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts(skills),
      { name: 'certificates', data: samplePdf, filename: 'a.pdf' },
      { name: 'certificates', data: await samplePng(), filename: 'b.png' },
    ]);
    expect(aliased.statusCode).toBe(201);
    expect(aliased.json().url).toHaveLength(2);
    expect(aliased.json().disponibility).toBeNull();
    const image = await app.inject(aliased.json().url[1]);
    expect(image.headers['content-type']).toBe('image/webp');

    const json = await call(app, 'POST', '/api/additionalData', otherPilot, {
      habilities: 'Habilidade não cadastrada',
      areasExpertise: 'Habilidade não cadastrada',
      operateKm: '0',
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ observation: null, url: [] });
  });

  it('refuses an HTML page named .pdf with 415 and stores nothing', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { pilot } = await pilotDataPeople(app);

    const res = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts(skills),
      { name: 'documents', data: samplePdf, filename: 'bom.pdf' },
      { name: 'documents', data: htmlAsPdf, filename: 'certificado.pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: fileMessages.typeImageOrPdf,
      statusCode: 415,
      code: 'unsupported_media_type',
    });
    expect(await rows(app)).toEqual({ additionalData: 0, driverForms: 0, files: 0 });
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('answers field errors for an invalid multipart form and stores nothing', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { pilot, otherPilot } = await pilotDataPeople(app);

    const invalid = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts({ habilities: '', operateKm: '10' }),
      { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'habilities', message: REQUIRED_MESSAGE },
      { path: 'areasExpertise', message: REQUIRED_MESSAGE },
    ]);
    const forSomeoneElse = await sendForm(app, 'POST', '/api/additionalData', otherPilot, [
      ...fieldParts({ ...skills, userId: pilot.id }),
      { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
    ]);
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(await rows(app)).toEqual({ additionalData: 0, driverForms: 0, files: 0 });
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('is changed by its pilot only: fields replaced, certificates added and removed', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { pilot, otherPilot, government } = await pilotDataPeople(app);
    const created = (
      await sendForm(app, 'POST', '/api/additionalData', pilot, [
        ...fieldParts(skills),
        { name: 'documents', data: samplePdf, filename: 'velho.pdf' },
      ])
    ).json();
    const url = `/api/additionalData/${created.id}`;
    const oldFileId = fileIdOf(created.url[0]);
    const change = { habilities: 'Resgate', areasExpertise: 'Serra', operateKm: '80' };

    expect((await sendForm(app, 'PUT', url, otherPilot, fieldParts(change))).statusCode).toBe(404);
    expect((await call(app, 'PUT', url, government, change)).statusCode).toBe(403);

    const refused = await sendForm(app, 'PUT', url, pilot, [
      ...fieldParts({ ...change, removeCertificates: oldFileId }),
      { name: 'documents', data: htmlAsPdf, filename: 'novo.pdf' },
    ]);
    expect(refused.statusCode).toBe(415);
    expect((await call(app, 'GET', url, pilot)).json()).toEqual(created);

    const changed = await sendForm(app, 'PUT', url, pilot, [
      ...fieldParts({ ...change, removeCertificates: oldFileId }),
      { name: 'certificates', data: samplePdf, filename: 'novo.pdf' },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      habilities: 'Resgate',
      areas_expertise: 'Serra',
      operate_km: '80',
      observation: null,
    });
    expect(changed.json().url).toHaveLength(1);
    expect(fileIdOf(changed.json().url[0])).not.toBe(oldFileId);
    expect((await app.inject(created.url[0])).statusCode).toBe(404);
    expect(await storedCounts(app.db, config.DATA_DIR)).toMatchObject({ rows: 1 });

    // JSON keeps the certificates; ids of files that are not this record's are ignored.
    const json = await call(app, 'PUT', url, pilot, {
      ...skills,
      removeCertificates: ['0190a000-0000-7000-8000-000000000000'],
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().url).toHaveLength(1);
  });
});

describe('ANAC form', () => {
  it('is sent by its pilot and read through signed links by those allowed', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, otherPilot, government, admin } = await pilotDataPeople(app);

    const sent = await sendForm(app, 'POST', '/api/driverForm', pilot, [
      { name: 'userId', value: pilot.id },
      { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
    ]);
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    expect(sent.json()).toEqual({ id: expect.any(String) });

    const own = (await call(app, 'GET', '/api/users/currentUser', pilot)).json();
    expect(own.driverForms).toEqual([{ id, url: expect.stringMatching(/^\/api\/files\//) }]);
    for (const who of [government, admin]) {
      const profile = (await call(app, 'GET', `/api/users/${pilot.id}`, who)).json();
      expect(profile.driverForms).toEqual([{ id, url: expect.any(String) }]);
      const form = await app.inject(profile.driverForms[0].url);
      expect(form.statusCode).toBe(200);
      expect(form.headers['content-type']).toBe('application/pdf');
    }

    const forSomeoneElse = await sendForm(app, 'POST', '/api/driverForm', otherPilot, [
      { name: 'userId', value: pilot.id },
      { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
    ]);
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(
      (
        await sendForm(app, 'POST', '/api/driverForm', government, [
          { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
        ])
      ).statusCode,
    ).toBe(403);
    expect(await rows(app)).toMatchObject({ driverForms: 1, files: 1 });
  });

  it('are deleted with their certificates by their pilot only', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, otherPilot, government } = await pilotDataPeople(app);
    const created = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts(skills),
      { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
    ]);
    expect(created.statusCode).toBe(201);
    const url = `/api/additionalData/${created.json().id}`;

    expect((await call(app, 'DELETE', url, otherPilot)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', url, government)).statusCode).toBe(403);
    expect(await rows(app)).toMatchObject({ additionalData: 1, files: 1 });
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(204);
    expect(await rows(app)).toMatchObject({ additionalData: 0, files: 0 });
    const own = (await call(app, 'GET', '/api/users/currentUser', pilot)).json();
    expect(own.additionalData).toBeNull();
  });

  it('is deleted with its file by its pilot only', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, otherPilot, government } = await pilotDataPeople(app);
    const { id } = (
      await sendForm(app, 'POST', '/api/driverForm', pilot, [
        { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
      ])
    ).json() as { id: string };
    const url = `/api/driverForm/${id}`;

    expect((await call(app, 'DELETE', url, otherPilot)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', url, government)).statusCode).toBe(403);
    expect(await rows(app)).toMatchObject({ driverForms: 1, files: 1 });
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(204);
    expect(await rows(app)).toMatchObject({ driverForms: 0, files: 0 });
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(404);
    const own = (await call(app, 'GET', '/api/users/currentUser', pilot)).json();
    expect(own.driverForms).toEqual([]);
  });

  it('refuses a missing file, a second file, JSON and a file that is not a PDF or image', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { pilot } = await pilotDataPeople(app);

    const missing = await sendForm(app, 'POST', '/api/driverForm', pilot, [
      { name: 'userId', value: pilot.id },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'driverForm', message: 'Envie o formulário da ANAC.' },
    ]);
    const two = await sendForm(app, 'POST', '/api/driverForm', pilot, [
      { name: 'driverForm', data: samplePdf, filename: 'a.pdf' },
      { name: 'driverForm', data: samplePdf, filename: 'b.pdf' },
    ]);
    expect(two.statusCode).toBe(400);
    expect(
      (await call(app, 'POST', '/api/driverForm', pilot, { userId: pilot.id })).statusCode,
    ).toBe(415);
    const html = await sendForm(app, 'POST', '/api/driverForm', pilot, [
      { name: 'driverForm', data: htmlAsPdf, filename: 'anac.pdf' },
    ]);
    expect(html.statusCode).toBe(415);
    expect(await rows(app)).toEqual({ additionalData: 0, driverForms: 0, files: 0 });
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(nothingStored);
  });
});

describe('a pilot profile', () => {
  it('carries equipment, availability, additional data and ANAC forms', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, government } = await pilotDataPeople(app);
    const equipment = (
      await call(app, 'POST', '/api/equipment', pilot, {
        name: 'Drone',
        manufacture: 'DJI',
        model: 'Mini 4',
        autonomy: '30 min',
      })
    ).json();
    const availability = (
      await call(app, 'POST', '/api/disponibility', pilot, {
        days: 'Domingo',
        city: 'Petrópolis',
        district: 'Centro',
      })
    ).json();
    const extra = (await call(app, 'POST', '/api/additionalData', pilot, skills)).json();

    const profile = (await call(app, 'GET', `/api/users/${pilot.id}`, government)).json();
    expect(profile).toMatchObject({
      id: pilot.id,
      equipments: [equipment],
      disponibility: availability,
      additionalData: { ...extra, disponibility: availability },
      driverForms: [],
    });
  });
});
