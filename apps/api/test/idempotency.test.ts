import { count, eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  additionalData,
  communications,
  disponibility,
  driverForms,
  equipment,
  idempotencyKeys,
  solicitations,
} from '../src/db/schema';
import { idempotencyMessages } from '@drones/shared/idempotency';
import type { Account } from './helpers/accounts';
import { fieldParts, samplePdf, samplePng, sendForm } from './helpers/files';
import { signUp } from './helpers/accounts';
import { call } from './helpers/pilot-data';
import { requestFields, requestPeople } from './helpers/solicitations';
import { createTestApp, SLOW_MS, testConfig } from './helpers/test-app';
import { fieldError } from './helpers/errors';
import { migratedDataDir } from './helpers/pglite-template';

function keyed(who: Account, key: string): Account {
  return { ...who, auth: { ...who.auth, 'idempotency-key': key } as Account['auth'] };
}

function postRequest(app: FastifyInstance, who: Account, key: string, fields = requestFields) {
  return call(app, 'POST', '/api/solicitation', keyed(who, key), fields);
}

async function requestCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(solicitations);
  return row!.n;
}

describe('Idempotency-Key on creating POSTs', () => {
  it('replays the first answer to the same key and body, and creates once', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const first = await postRequest(app, government, 'chave-1');
    const again = await postRequest(app, government, 'chave-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await requestCount(app)).toBe(1);
    // Without a key, or with another one, each POST creates.
    expect((await postRequest(app, government, 'chave-2')).statusCode).toBe(201);
    const unkeyed = await call(app, 'POST', '/api/solicitation', government, requestFields);
    expect(unkeyed.statusCode).toBe(201);
    expect(await requestCount(app)).toBe(3);
  });

  it('answers 422 to the same key with another body, and creates nothing more', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    await postRequest(app, government, 'chave-1');
    const other = await postRequest(app, government, 'chave-1', {
      ...requestFields,
      name: 'Deslizamento no Quitandinha',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: idempotencyMessages.otherBody,
      statusCode: 422,
      code: 'idempotency_key_reused',
    });
    expect(await requestCount(app)).toBe(1);
  });

  it('keeps keys per user: the same key of two users are two requests', async () => {
    const app = await createTestApp();
    const { government, otherGovernment } = await requestPeople(app);
    expect((await postRequest(app, government, 'chave-1')).statusCode).toBe(201);
    expect((await postRequest(app, otherGovernment, 'chave-1')).statusCode).toBe(201);
    expect(await requestCount(app)).toBe(2);
  });

  it('answers 409 while the first is still running, and once its work committed', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    await postRequest(app, government, 'chave-1');
    const where = eq(idempotencyKeys.key, 'chave-1');
    // The first request's answer not stored yet, its lease alive: it is still running.
    await app.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, committed: false, leaseUntil: sql`now() + interval '1 minute'` })
      .where(where);
    const running = await postRequest(app, government, 'chave-1');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({
      message: idempotencyMessages.running,
      code: 'idempotency_in_progress',
    });
    // Its process died after the work committed and before answering: never run twice.
    await app.db
      .update(idempotencyKeys)
      .set({ committed: true, leaseUntil: sql`now() - interval '1 minute'` })
      .where(where);
    const recorded = await postRequest(app, government, 'chave-1');
    expect(recorded.statusCode).toBe(409);
    expect(recorded.json()).toMatchObject({
      message: idempotencyMessages.recorded,
      code: 'already_recorded',
    });
    expect(await requestCount(app)).toBe(1);
  });

  it('runs again when the first died before its work committed (lease over)', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    await postRequest(app, government, 'chave-1');
    await app.db.delete(solicitations);
    await app.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, committed: false, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'chave-1'));
    const retried = await postRequest(app, government, 'chave-1');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestCount(app)).toBe(1);
  });

  it('records the commit in the work’s own transaction and forgets keys after 24 h', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    await postRequest(app, government, 'chave-1');
    const [row] = await app.db.select().from(idempotencyKeys);
    expect(row).toMatchObject({ committed: true, responseStatus: 201, leaseUntil: null });
    await app.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    const later = await postRequest(app, government, 'chave-1');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestCount(app)).toBe(2);
  });

  it('compares a multipart body by its fields and files, not by its boundary', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const photo = await samplePng();
    const parts = [
      ...fieldParts({ ...requestFields, userId: government.id }),
      { name: 'urlsPhoto', data: photo, filename: 'rio.png' },
    ];
    const who = keyed(government, 'formulario-1');
    const first = await sendForm(app, 'POST', '/api/solicitation', who, parts);
    const again = await sendForm(app, 'POST', '/api/solicitation', who, parts);
    expect(first.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const otherPhoto = await sendForm(app, 'POST', '/api/solicitation', who, [
      ...parts.slice(0, -1),
      { name: 'urlsPhoto', data: await samplePng(32, 32), filename: 'rio.png' },
    ]);
    expect(otherPhoto.statusCode).toBe(422);
    expect(await requestCount(app)).toBe(1);
  });

  it('covers the communication too, and refuses a malformed key with 400', async () => {
    const app = await createTestApp();
    const { admin } = await requestPeople(app);
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/comunication',
        headers: keyed(admin, key).auth,
        payload: {
          name: 'Treinamento',
          description: 'Treinamento de voo noturno',
          comunication: 'Sábado às 9h no quartel.',
          details: 'Traga o seu drone.',
        },
      });
    const first = await send('comunicado-1');
    expect(first.statusCode).toBe(201);
    expect((await send('comunicado-1')).body).toBe(first.body);
    const [row] = await app.db.select({ n: count() }).from(communications);
    expect(row!.n).toBe(1);
    const malformed = await send('com espaço');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(
      fieldError(400, 'bad_request', 'Idempotency-Key', idempotencyMessages.invalid),
    );
  });

  it('covers the pilot’s own creating POSTs: equipment, availability, more data, ANAC form', async () => {
    const app = await createTestApp();
    const pilot = await signUp(app);
    const json = (url: string, payload: object) => (key: string) =>
      app.inject({ method: 'POST', url, headers: keyed(pilot, key).auth, payload });
    const form = (url: string, parts: Parameters<typeof sendForm>[4]) => (key: string) =>
      sendForm(app, 'POST', url, keyed(pilot, key), parts);
    const routes = [
      {
        table: equipment,
        send: json('/api/equipment', {
          name: 'Drone de mapeamento',
          manufacture: 'DJI',
          model: 'Mavic 3',
          autonomy: '45 min',
        }),
      },
      {
        table: disponibility,
        send: json('/api/disponibility', { days: 'Sábado', city: 'Niterói', district: 'Icaraí' }),
      },
      {
        table: additionalData,
        send: form('/api/additionalData', [
          ...fieldParts({
            habilities: 'Termografia',
            areasExpertise: 'Enchentes',
            operateKm: '50',
          }),
          { name: 'documents', data: samplePdf, filename: 'curso.pdf' },
        ]),
      },
      {
        table: driverForms,
        send: form('/api/driverForm', [
          { name: 'driverForm', data: samplePdf, filename: 'anac.pdf' },
        ]),
      },
    ];
    for (const { table, send } of routes) {
      // A key names one write: each route gets its own.
      const key = `${getTableName(table)}-1`;
      const first = await send(key);
      const again = await send(key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const [row] = await app.db.select({ n: count() }).from(table);
      expect(row!.n).toBe(1);
    }
  });

  it(
    'frees at start-up the claims a crash left, under the embedded database’s lock',
    async () => {
      const config = testConfig({ DATA_DIR: await migratedDataDir('drones-keys-') });
      const before = await buildApp(config);
      const { government } = await requestPeople(before);
      const claim = {
        userId: government.id,
        fingerprint: 'f',
        leaseUntil: sql`now() + interval '1 minute'`,
      };
      await before.db.insert(idempotencyKeys).values([
        { ...claim, key: 'em-andamento' },
        { ...claim, key: 'registrada', committed: true },
      ]);
      await before.close();

      const after = await buildApp(config);
      try {
        await after.ready();
        const keys = await after.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
        expect(keys).toEqual([{ key: 'registrada' }]);
      } finally {
        await after.close();
      }
    },
    SLOW_MS,
  );
});
