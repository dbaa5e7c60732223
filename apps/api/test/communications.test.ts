import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { communications, outbox, users } from '../src/db/schema';
import { signUp, type Account } from './helpers/accounts';
import { createTestApp, startSmtpApp } from './helpers/test-app';
import { call } from './helpers/pilot-data';
import { requestPeople } from './helpers/solicitations';

const communication = {
  name: 'Alerta de chuvas fortes',
  description: 'Previsão de temporal na Região Serrana',
  comunication: 'Fiquem de prontidão para sobrevoos a partir de sexta-feira.',
  details: 'Ponto de encontro: sede da Defesa Civil de Petrópolis',
  observation: 'Levem baterias extras',
};

describe('communications', () => {
  it('stores the communication and queues one e-mail per pilot in one statement', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, otherGovernment } = await requestPeople(app);
    const extraPilots = Array.from({ length: 25 }, (_, i) => ({
      name: `Piloto Extra ${i}`,
      email: `extra${i}@exemplo.com.br`,
      passwordHash: 'x',
      birthDate: '1990-01-01',
      phone: '21999990000',
      cpf: String(90_000_000_000 + i),
      role: 'DRIVER' as const,
    }));
    await app.db.insert(users).values(extraPilots);

    const res = await call(app, 'POST', '/api/comunication', government, {
      ...communication,
      userId: government.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String) });

    const [stored] = await app.db.select().from(communications);
    expect(stored).toMatchObject({ ...communication, userId: government.id });
    const queued = await app.db.select().from(outbox);
    const recipients = queued.map((row) => row.to).sort();
    expect(recipients).toEqual(
      [pilot.email, otherPilot.email, ...extraPilots.map((p) => p.email)].sort(),
    );
    expect(recipients).not.toContain(otherGovernment.email);
    expect(new Set(queued.map((row) => row.id)).size).toBe(27);
    for (const row of queued) {
      expect(row.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(row.subject).toBe('Comunicado da Defesa Civil: Alerta de chuvas fortes');
      for (const text of Object.values(communication)) expect(row.text).toContain(text);
      expect(row.html).toContain('Região Serrana');
    }
  });

  it('is for approved civil defence and admins, with the required fields', async () => {
    const app = await createTestApp();
    const { pilot, pending, admin, government } = await requestPeople(app);
    for (const who of [pilot, pending]) {
      expect((await call(app, 'POST', '/api/comunication', who, communication)).statusCode).toBe(
        403,
      );
    }
    expect(
      (await call(app, 'POST', '/api/comunication', undefined, communication)).statusCode,
    ).toBe(401);
    const asOther = await call(app, 'POST', '/api/comunication', admin, {
      ...communication,
      userId: government.id,
    });
    expect(asOther.statusCode).toBe(403);
    const invalid = await call(app, 'POST', '/api/comunication', admin, { name: 'Só o nome' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['comunication', 'description', 'details']);
    const { observation: _observation, ...required } = communication;
    expect((await call(app, 'POST', '/api/comunication', admin, required)).statusCode).toBe(201);
    const [row] = await app.db
      .select({ n: count() })
      .from(communications)
      .where(eq(communications.userId, admin.id));
    expect(row!.n).toBe(1);
  });

  it('takes at most 10 broadcasts an hour from one user', async () => {
    const app = await createTestApp();
    const { government, otherGovernment } = await requestPeople(app);
    for (let i = 0; i < 10; i += 1) {
      const res = await call(app, 'POST', '/api/comunication', government, communication);
      expect(res.statusCode).toBe(201);
    }
    const limited = await call(app, 'POST', '/api/comunication', government, communication);
    expect(limited.statusCode).toBe(429);
    expect(
      (await call(app, 'POST', '/api/comunication', otherGovernment, communication)).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/communications', () => {
  it('lets every signed-in user read the broadcasts in the app, newest first, page by page', async () => {
    const app = await createTestApp();
    const { pilot, government, admin } = await requestPeople(app);
    for (const name of ['Primeiro aviso', 'Segundo aviso', 'Terceiro aviso']) {
      const sent = await call(app, 'POST', '/api/comunication', government, {
        ...communication,
        name,
        userId: government.id,
      });
      expect(sent.statusCode).toBe(201);
    }
    for (const who of [pilot, government, admin]) {
      const res = await call(app, 'GET', '/api/communications', who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('3');
      const items = res.json();
      expect(items.map((item: { name: string }) => item.name)).toEqual([
        'Terceiro aviso',
        'Segundo aviso',
        'Primeiro aviso',
      ]);
      expect(items[0]).toEqual({
        ...communication,
        name: 'Terceiro aviso',
        uf: null,
        municipalityCode: null,
        municipalityName: null,
        radiusKm: null,
        id: expect.any(String),
        sender: { name: 'Maria da Silva' },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
    const first = await call(app, 'GET', '/api/communications?limit=2', pilot);
    expect(first.json()).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const rest = await call(app, 'GET', next, pilot);
    expect(rest.json().map((item: { name: string }) => item.name)).toEqual(['Primeiro aviso']);
    expect((await call(app, 'GET', '/api/communications')).statusCode).toBe(401);
  });
});

// docs/design.md §4: a broadcast to an area reaches only the pilots whose availability's municipality
// lies in it.
const PETROPOLIS = 3303906;
const TERESOPOLIS = 3305802; // 25.1 km from Petrópolis
const RIO = 3304557; // 43.7 km
const SAO_PAULO = 3550308;

/** A pilot whose availability is in the municipality (or a typed city no municipality has). */
async function pilotIn(app: FastifyInstance, name: string, place: number | string) {
  const pilot = await signUp(app, { name });
  const res = await call(app, 'POST', '/api/disponibility', pilot, {
    days: 'Sábado',
    district: 'Centro',
    ...(typeof place === 'number' ? { municipalityCode: place } : { city: place }),
  });
  expect(res.statusCode).toBe(201);
  return pilot;
}

async function areaPilots(app: FastifyInstance) {
  return {
    petropolis: await pilotIn(app, 'Ana Petrópolis', PETROPOLIS),
    teresopolis: await pilotIn(app, 'Bruno Teresópolis', TERESOPOLIS),
    rio: await pilotIn(app, 'Carla Rio', RIO),
    saoPaulo: await pilotIn(app, 'Davi São Paulo', SAO_PAULO),
    unresolved: await pilotIn(app, 'Elisa Sem Município', 'Vila Inexistente'),
  };
}

describe('a broadcast to an area', () => {
  it('e-mails only the pilots whose municipality lies within the radius, and says so', async () => {
    const { app, smtp, close } = await startSmtpApp();
    onTestFinished(close);
    const { government } = await requestPeople(app);
    const pilots = await areaPilots(app);

    const res = await call(app, 'POST', '/api/comunication', government, {
      ...communication,
      municipalityCode: PETROPOLIS,
      radiusKm: 30,
    });
    expect(res.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    // Nothing else arrives: the outbox holds only what was delivered.
    await app.jobs.runDue();
    expect(smtp.messages.map((mail) => mail.to).sort()).toEqual(
      [pilots.petropolis.email, pilots.teresopolis.email].sort(),
    );
    expect(mails[0]!.text).toContain(
      'A Defesa Civil enviou um comunicado aos droneiros voluntários da área Petrópolis – RJ e até 30 km',
    );
    const [stored] = await app.db.select().from(communications);
    expect(stored).toMatchObject({ uf: 'RJ', municipalityCode: PETROPOLIS, radiusKm: 30 });
  });

  it('reaches a UF, or one municipality, and counts the pilots beforehand', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const pilots = await areaPilots(app);
    const reached = async (area: object) => {
      const before = await app.db.select({ id: outbox.id }).from(outbox);
      const res = await call(app, 'POST', '/api/comunication', government, {
        ...communication,
        ...area,
      });
      expect(res.statusCode).toBe(201);
      // Rows come back in no set order (the mail worker updates them as it sends).
      const old = new Set(before.map((row) => row.id));
      const after = await app.db.select({ id: outbox.id, to: outbox.to }).from(outbox);
      return after
        .filter((row) => !old.has(row.id))
        .map((row) => row.to)
        .sort();
    };
    const count = async (query: string) => {
      const res = await call(app, 'GET', `/api/comunication/recipients${query}`, government);
      expect(res.statusCode).toBe(200);
      return res.json().pilots;
    };

    const rj = [pilots.petropolis, pilots.teresopolis, pilots.rio].map((p) => p.email).sort();
    expect(await count('?uf=rj')).toBe(3);
    expect(await reached({ uf: 'rj' })).toEqual(rj);
    expect(await count(`?municipalityCode=${RIO}`)).toBe(1);
    expect(await reached({ municipalityCode: RIO, uf: 'RJ' })).toEqual([pilots.rio.email]);
    expect(await count(`?municipalityCode=${PETROPOLIS}&radiusKm=50`)).toBe(3);
    // Without an area, every pilot: the one whose city names no municipality too.
    expect(await count('')).toBe(7);
    expect(await reached({ uf: '', municipalityCode: null, radiusKm: null })).toHaveLength(7);
  });

  it('refuses a bad area with the field named in Portuguese, sending nothing', async () => {
    const app = await createTestApp();
    const { government, pilot } = await requestPeople(app);
    await areaPilots(app);
    for (const [area, path, message] of [
      [{ uf: 'XX' }, 'uf', 'UF inválida'],
      [{ municipalityCode: PETROPOLIS, radiusKm: 0 }, 'radiusKm', 'O raio vai de 1 a 500 km'],
      [{ municipalityCode: PETROPOLIS, radiusKm: 501 }, 'radiusKm', 'O raio vai de 1 a 500 km'],
      [{ municipalityCode: PETROPOLIS, radiusKm: 2.5 }, 'radiusKm', 'O raio vai de 1 a 500 km'],
      [{ radiusKm: 50 }, 'municipalityCode', 'Escolha o município do centro da área'],
      [{ municipalityCode: 123 }, 'municipalityCode', 'Município inválido'],
      [{ municipalityCode: 9999999 }, 'municipalityCode', 'Município não encontrado'],
      [
        { uf: 'SP', municipalityCode: PETROPOLIS },
        'municipalityCode',
        'O município escolhido não fica nessa UF',
      ],
    ] as const) {
      const res = await call(app, 'POST', '/api/comunication', government, {
        ...communication,
        ...area,
      });
      expect(res.statusCode, JSON.stringify(area)).toBe(400);
      expect(res.json().errors).toEqual([{ path, message }]);
    }
    expect(await app.db.select().from(communications)).toEqual([]);
    expect(await app.db.select().from(outbox)).toEqual([]);

    const bad = await call(app, 'GET', '/api/comunication/recipients?radiusKm=abc', government);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'radiusKm', message: 'O raio vai de 1 a 500 km' }]);
    expect((await call(app, 'GET', '/api/comunication/recipients', pilot)).statusCode).toBe(403);
  });

  it("is read in the app by the area's pilots, by civil defence and admins, not by other pilots", async () => {
    const app = await createTestApp();
    const { government, admin } = await requestPeople(app);
    const pilots = await areaPilots(app);
    for (const [name, area] of [
      ['Para todos', {}],
      ['Serra', { municipalityCode: PETROPOLIS, radiusKm: 30 }],
      ['São Paulo', { uf: 'SP' }],
    ] as const) {
      const res = await call(app, 'POST', '/api/comunication', government, {
        ...communication,
        name,
        ...area,
      });
      expect(res.statusCode).toBe(201);
    }
    const names = async (who: Account) => {
      const res = await call(app, 'GET', '/api/communications', who);
      expect(res.headers['x-total-count']).toBe(String(res.json().length));
      return res.json().map((item: { name: string }) => item.name);
    };
    expect(await names(pilots.teresopolis)).toEqual(['Serra', 'Para todos']);
    expect(await names(pilots.rio)).toEqual(['Para todos']);
    expect(await names(pilots.saoPaulo)).toEqual(['São Paulo', 'Para todos']);
    expect(await names(pilots.unresolved)).toEqual(['Para todos']);
    for (const who of [government, admin]) {
      expect(await names(who)).toEqual(['São Paulo', 'Serra', 'Para todos']);
    }
    const [serra] = (await call(app, 'GET', '/api/communications', pilots.petropolis)).json();
    expect(serra).toMatchObject({
      uf: 'RJ',
      municipalityCode: PETROPOLIS,
      municipalityName: 'Petrópolis',
      radiusKm: 30,
    });
  });
});
