import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { additionalData, disponibility, outbox, users } from '../src/db/schema';
import {
  createAdmin,
  openSession,
  signUp,
  signUpPayload,
  WEAK_TEST_PASSWORD,
  type Account,
} from './helpers/accounts';
import { insertEquipment } from './helpers/fixtures';
import { multipartRequest, nothingStored, samplePng, storedCounts, svg } from './helpers/files';
import { createTestApp, testConfig, testDatabase } from './helpers/test-app';
import { fieldError, WEAK_PASSWORD_ERROR } from './helpers/errors';

async function people(app: FastifyInstance) {
  const { db } = await testDatabase();
  const pilot = await signUp(app);
  const otherPilot = await signUp(app);
  const pending = await signUp(app, { role: 'GOVERNMENT' });
  const government = await signUp(app, { role: 'GOVERNMENT' });
  await db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, government.id));
  const admin = await createAdmin(app);
  return { pilot, otherPilot, pending, government, admin };
}

function get(app: FastifyInstance, url: string, who?: Account) {
  return app.inject({ url, headers: who?.auth ?? {} });
}

describe('reading users', () => {
  it('answers the signed-in user with equipment, availability and additional data', async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    const pilot = await signUp(app);

    const empty = await get(app, '/api/users/currentUser', pilot);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      id: pilot.id,
      _id: pilot.id,
      email: pilot.email,
      equipments: [],
      disponibility: null,
      additionalData: null,
    });

    await insertEquipment(db, pilot.id);
    await db
      .insert(disponibility)
      .values({ userId: pilot.id, days: 'Segunda, Sábado', city: 'Niterói', district: 'Icaraí' });
    await db.insert(additionalData).values({
      userId: pilot.id,
      habilities: 'Fotogrametria',
      areasExpertise: 'Mapeamento',
      operateKm: '50',
    });
    const full = (await get(app, '/api/users/currentUser', pilot)).json();
    expect(full.equipments).toEqual([
      expect.objectContaining({
        userId: pilot.id,
        name: 'Drone',
        manufacture: 'DJI',
        model: 'Mavic 3',
        autonomy: '45 min',
      }),
    ]);
    expect(full.disponibility).toMatchObject({
      city: 'Niterói',
      district: 'Icaraí',
      complement: null,
    });
    expect(full.additionalData).toMatchObject({
      habilities: 'Fotogrametria',
      areas_expertise: 'Mapeamento',
      operate_km: '50',
      url: [],
    });
    expect((await get(app, '/api/users/currentUser')).statusCode).toBe(401);
  });

  it('follows the permission matrix for one user', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, pending, government, admin } = await people(app);
    const read = (id: string, who: Account) => get(app, `/api/users/${id}`, who);

    // Everyone reads their own full profile.
    for (const who of [pilot, pending, government, admin]) {
      const own = await read(who.id, who);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toHaveProperty('cpf');
    }
    // A pilot's public profile: approved civil defence and admins only.
    expect((await read(pilot.id, otherPilot)).statusCode).toBe(404);
    expect((await read(pilot.id, pending)).statusCode).toBe(404);
    for (const who of [government, admin]) {
      const res = await read(pilot.id, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: pilot.id,
        email: pilot.email,
        phone: '21987654321',
        equipments: [],
      });
      expect(res.json()).not.toHaveProperty('cpf');
      expect(res.json()).not.toHaveProperty('birthDate');
    }
    // Civil-defence and admin accounts are no one else's to read.
    expect((await read(pending.id, government)).statusCode).toBe(404);
    expect((await read(government.id, admin)).statusCode).toBe(404);
    expect((await read('0190a000-0000-7000-8000-000000000000', admin)).statusCode).toBe(404);
    expect((await read('not-an-id', admin)).statusCode).toBe(400);
    expect((await get(app, `/api/users/${pilot.id}`)).statusCode).toBe(401);
  });

  it('lists pilots for approved civil defence and admins only, newest first with paging headers', async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    const { pilot, otherPilot, pending, government, admin } = await people(app);
    await db
      .insert(disponibility)
      .values({ userId: pilot.id, days: 'Domingo', city: 'Petrópolis', district: 'Centro' });

    expect((await get(app, '/api/users', pilot)).statusCode).toBe(403);
    expect((await get(app, '/api/users', pending)).statusCode).toBe(403);
    expect((await get(app, '/api/users')).statusCode).toBe(401);

    const all = await get(app, '/api/users', government);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((u: { id: string }) => u.id)).toEqual([otherPilot.id, pilot.id]);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.headers.link).toBeUndefined();

    const first = await get(app, '/api/users?limit=1', admin);
    expect(first.json()).toHaveLength(1);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await get(app, next, admin);
    expect(second.json().map((u: { id: string }) => u.id)).toEqual([pilot.id]);
    expect(second.headers.link).toBeUndefined();

    const found = await get(app, '/api/users?search=petró', government);
    expect(found.json()).toEqual([
      expect.objectContaining({
        id: pilot.id,
        disponibility: { city: 'Petrópolis', district: 'Centro' },
      }),
    ]);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await get(app, '/api/users?cursor=lixo', admin)).statusCode).toBe(400);
  });

  it('never shows another user CPF, birth date or password data', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, admin } = await people(app);
    const { db } = await testDatabase();
    const secrets = await db
      .select({ id: users.id, cpf: users.cpf, hash: users.passwordHash })
      .from(users);
    const bodies = [
      (await get(app, `/api/users/${pilot.id}`, government)).body,
      (await get(app, `/api/users/${pilot.id}`, admin)).body,
      (await get(app, '/api/users', government)).body,
      (await get(app, '/api/users', admin)).body,
      (await get(app, '/api/users?role=GOVERNMENT', admin)).body,
      (await get(app, `/api/users/${otherPilot.id}`, pilot)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/"cpf"|birthDate|password|\$argon2/i);
      for (const secret of secrets) {
        if (secret.cpf) expect(body).not.toContain(secret.cpf);
        expect(body).not.toContain(secret.hash);
      }
    }
  });
});

describe('editing the profile', () => {
  it('updates the own profile with JSON; nobody edits another user', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, admin } = await people(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${pilot.id}`,
      headers: pilot.auth,
      payload: {
        name: 'Maria Souza',
        email: 'Nova@Exemplo.com.br',
        phone: '2133334444',
        birthDate: '1985-12-01',
        currentPassword: pilot.password,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maria Souza',
      email: 'nova@exemplo.com.br',
      phone: '2133334444',
      birthDate: '1985-12-01',
      equipments: [],
    });

    // The admin may read the pilot but not edit him; another pilot may not even read him.
    for (const [who, status] of [
      [otherPilot, 404],
      [admin, 403],
    ] as const) {
      const denied = await app.inject({
        method: 'PUT',
        url: `/api/users/${pilot.id}`,
        headers: who.auth,
        payload: { name: 'Invasor' },
      });
      expect(denied.statusCode).toBe(status);
    }
    const invalid = await app.inject({
      method: 'PUT',
      url: `/api/users/${pilot.id}`,
      headers: pilot.auth,
      payload: { cpf: '123' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'cpf', message: 'O CPF deve conter 11 dígitos' },
    ]);
  });

  it('refuses an e-mail or CPF another user has', async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    const { pilot, otherPilot } = await people(app);
    const [other] = await db.select().from(users).where(eq(users.id, otherPilot.id));
    const put = (payload: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/api/users/${pilot.id}`, headers: pilot.auth, payload });
    expect(
      (
        await put({ email: otherPilot.email.toUpperCase(), currentPassword: pilot.password })
      ).json(),
    ).toEqual(fieldError(409, 'conflict', 'email', 'E-mail já cadastrado.'));
    expect((await put({ cpf: other!.cpf! })).json()).toEqual(
      fieldError(409, 'conflict', 'cpf', 'CPF já cadastrado.'),
    );
    // Keeping one's own values is no conflict.
    expect((await put({ email: pilot.email })).statusCode).toBe(200);
  });
});

/** The status the current-user route answers to `headers`: 200 for a live session, 401 after. */
async function sessionStatus(app: FastifyInstance, headers: { authorization: string }) {
  return (await app.inject({ url: '/api/users/currentUser', headers })).statusCode;
}

/** The subjects of the mail queued for `email`. */
async function subjectsTo(email: string) {
  const { db } = await testDatabase();
  const mails = await db.select().from(outbox).where(eq(outbox.to, email));
  return mails.map((mail) => mail.subject);
}

describe('changing the e-mail', () => {
  it('needs the current password, ends the other sessions and tells the old address', async () => {
    const app = await createTestApp();
    const { pilot } = await people(app);
    const other = await openSession(app, pilot);
    const put = (payload: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/api/users/${pilot.id}`, headers: pilot.auth, payload });

    // A stolen session alone cannot move the account to another address.
    const stolen: Record<string, string>[] = [
      { email: 'ladrao@exemplo.com.br' },
      { email: 'ladrao@exemplo.com.br', currentPassword: 'senha-errada' },
    ];
    for (const payload of stolen) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Senha atual incorreta',
        errors: [{ path: 'currentPassword', message: 'Senha atual incorreta' }],
      });
    }

    const changed = await put({ email: 'nova@exemplo.com.br', currentPassword: pilot.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('nova@exemplo.com.br');
    expect(await sessionStatus(app, other)).toBe(401);
    expect(await sessionStatus(app, pilot.auth)).toBe(200);
    expect(await subjectsTo(pilot.email)).toContain('O e-mail da sua conta foi alterado');
  });
});

describe('changing the password', () => {
  it('needs the current password, ends the other sessions and tells the user', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot } = await people(app);
    const other = await openSession(app, pilot);
    const change = (who: Account, id: string, payload: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/api/users/${id}/password`, headers: who.auth, payload });

    const wrong = await change(pilot, pilot.id, {
      currentPassword: 'senha-errada',
      password: 'uma-senha-nova',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Senha atual incorreta');
    expect(
      (
        await change(otherPilot, pilot.id, {
          currentPassword: pilot.password,
          password: 'x1y2z3w4',
        })
      ).statusCode,
    ).toBe(404);

    const done = await change(pilot, pilot.id, {
      currentPassword: pilot.password,
      password: 'uma-senha-nova',
    });
    expect(done.statusCode).toBe(204);
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: pilot.email, password },
      });
    expect((await login(pilot.password)).statusCode).toBe(401);
    expect((await login('uma-senha-nova')).statusCode).toBe(200);
    expect(await sessionStatus(app, other)).toBe(401);
    expect(await sessionStatus(app, pilot.auth)).toBe(200);
    expect(await subjectsTo(pilot.email)).toContain('Sua senha foi alterada');
  });

  it("refuses a guessable new password, the user's own name included, and keeps the old one", async () => {
    const app = await createTestApp();
    const pilot = await signUp(app, { name: 'Joana Pereira', email: 'joana.pereira@exemplo.com' });
    const other = await openSession(app, pilot);
    for (const password of [WEAK_TEST_PASSWORD, 'joana.pereira', 'joanapereira1']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/${pilot.id}/password`,
        headers: pilot.auth,
        payload: { currentPassword: pilot.password, password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual(WEAK_PASSWORD_ERROR);
    }
    expect(await sessionStatus(app, other)).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pilot.email, password: pilot.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('photos', () => {
  it('signs up with a photo sent as multipart, stored as a 500×500 webp', async () => {
    const app = await createTestApp();
    const fields = signUpPayload();
    const form = await multipartRequest([
      ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
      { name: 'urlPhoto', data: await samplePng(800, 600), filename: 'eu.png' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/users', ...form });
    expect(res.statusCode).toBe(201);
    const url = res.json().user.urlPhoto as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?s=[0-9a-f-]{36}&exp=\d+&sig=/);
    const photo = await app.inject(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([500, 500, undefined]);
  });

  it('stores nothing when a multipart sign-up has an invalid field or a refused file', async () => {
    const config = testConfig();
    const database = await testDatabase();
    const app = await createTestApp({}, { config, database });
    const { db } = database;
    const photo = await samplePng();
    for (const [fields, file] of [
      [signUpPayload({ cpf: '12345678900' }), photo],
      [signUpPayload({ name: 'Al' }), photo],
      [signUpPayload(), svg],
    ] as const) {
      const form = await multipartRequest([
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'urlPhoto', data: file, filename: 'foto.png' },
      ]);
      const res = await app.inject({ method: 'POST', url: '/api/users', ...form });
      expect([400, 415]).toContain(res.statusCode);
    }
    const [rows] = await db.select({ n: count() }).from(users);
    expect(rows!.n).toBe(0);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('replaces the photo on a multipart profile update and keeps it on a JSON one', async () => {
    const app = await createTestApp();
    const pilot = await signUp(app);
    const upload = async () => {
      const form = await multipartRequest([
        { name: 'name', value: 'Maria Fotografada' },
        { name: 'urlPhoto', data: await samplePng(), filename: 'nova.png' },
      ]);
      return app.inject({
        method: 'PUT',
        url: `/api/users/${pilot.id}`,
        ...form,
        headers: { ...form.headers, ...pilot.auth },
      });
    };
    const first = await upload();
    expect(first.statusCode).toBe(200);
    expect(first.json().name).toBe('Maria Fotografada');
    const firstId = /files\/([^?]+)/.exec(first.json().urlPhoto)![1];
    const second = (await upload()).json();
    const secondId = /files\/([^?]+)/.exec(second.urlPhoto)![1];
    expect(secondId).not.toBe(firstId);
    expect((await app.inject(first.json().urlPhoto)).statusCode).toBe(404);

    const json = await app.inject({
      method: 'PUT',
      url: `/api/users/${pilot.id}`,
      headers: pilot.auth,
      payload: { name: 'Maria' },
    });
    expect(/files\/([^?]+)/.exec(json.json().urlPhoto)![1]).toBe(secondId);
  });
});

describe('civil-defence approval', () => {
  it('lets an admin list pending accounts and approve or reject them', async () => {
    const app = await createTestApp();
    const { pilot, pending, government, admin } = await people(app);
    const rejectMe = await signUp(app, { role: 'GOVERNMENT' });

    expect(
      (await get(app, '/api/users?role=GOVERNMENT&status=pending', government)).statusCode,
    ).toBe(403);
    const list = await get(app, '/api/users?role=GOVERNMENT&status=pending', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { id: string }) => u.id)).toEqual([rejectMe.id, pending.id]);
    expect(list.json()[0]).toMatchObject({ role: 'GOVERNMENT', approvalStatus: 'pending' });

    // The pending account can sign in but not read pilots until approved.
    expect((await get(app, `/api/users/${pilot.id}`, pending)).statusCode).toBe(404);
    const decide = (id: string, approved: unknown, who: Account) =>
      app.inject({
        method: 'PATCH',
        url: `/api/users/${id}/approval`,
        headers: who.auth,
        payload: { approved },
      });
    expect((await decide(pending.id, true, government)).statusCode).toBe(403);
    expect((await decide(pending.id, 'sim', admin)).statusCode).toBe(400);
    expect((await decide(pilot.id, true, admin)).statusCode).toBe(404);
    const approved = await decide(pending.id, true, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: pending.id, approvalStatus: 'approved' });
    expect((await get(app, `/api/users/${pilot.id}`, pending)).statusCode).toBe(200);

    expect((await decide(rejectMe.id, false, admin)).json().approvalStatus).toBe('rejected');
    expect((await get(app, '/api/users', rejectMe)).statusCode).toBe(403);
    expect((await get(app, '/api/users?role=GOVERNMENT&status=pending', admin)).json()).toEqual([]);
  });
});
