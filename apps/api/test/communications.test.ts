import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communications, emailOutbox, users } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
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
    const queued = await app.db.select().from(emailOutbox);
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
