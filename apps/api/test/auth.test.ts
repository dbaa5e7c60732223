import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { signUp, signUpPayload, WEAK_TEST_PASSWORD } from './helpers/accounts';
import { createTestApp, testDatabase } from './helpers/test-app';
import { fieldError, WEAK_PASSWORD_ERROR } from './helpers/errors';

function login(
  app: Awaited<ReturnType<typeof createTestApp>>,
  email: string,
  password: string,
  ip = '10.0.0.1',
  device?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(device === undefined ? {} : { headers: { cookie: `dispositivo=${device}` } }),
  });
}

/** The device token a successful login set. */
function deviceToken(res: Awaited<ReturnType<typeof login>>): string {
  const cookie = res.cookies.find((c) => c.name === 'dispositivo');
  expect(cookie, 'dispositivo cookie').toBeDefined();
  return cookie!.value;
}

describe('sign-up', () => {
  it("stores the password with OWASP's argon2id parameters in production, and signs in with it", async () => {
    const app = await createTestApp({ NODE_ENV: 'production' });
    const pilot = await signUp(app);
    const { db } = await testDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, pilot.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(app, pilot.email, pilot.password)).statusCode).toBe(200);
  });

  it('creates a pilot and answers a session with the user', async () => {
    const app = await createTestApp();
    const payload = signUpPayload({ email: 'Maria.Silva@Exemplo.com.br' });
    const res = await app.inject({ method: 'POST', url: '/api/users', payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      _id: body.user.id,
      role: 'DRIVER',
      name: payload.name,
      email: 'maria.silva@exemplo.com.br',
      phone: payload.phone,
      cpf: payload.cpf,
      birthDate: '1990-05-17',
      approvalStatus: 'approved',
      urlPhoto: null,
    });
    expect(body.user).not.toHaveProperty('passwordHash');

    const { db } = await testDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, body.user.id));
    // The suites' cheap cost (NODE_ENV=test); production's is checked below.
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // Only the SHA-256 of the token is stored.
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.tokenHash).not.toContain(body.accessToken);
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('makes civil-defence accounts wait for approval, unless GOVERNMENT_APPROVAL=auto', async () => {
    const app = await createTestApp();
    const pending = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ role: 'GOVERNMENT' }),
    });
    expect(pending.json().user.approvalStatus).toBe('pending');
    await app.close();

    const auto = await createTestApp({ GOVERNMENT_APPROVAL: 'auto' });
    const approved = await auto.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ role: 'GOVERNMENT' }),
    });
    expect(approved.json().user.approvalStatus).toBe('approved');
  });

  it('stores nothing when any field is invalid, and says which', async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    const cases: [string, unknown, string][] = [
      ['name', 'Al', 'Campo obrigatório'],
      ['email', 'maria@', 'Informe um e-mail válido'],
      ['email', '', 'E-mail é obrigatório'],
      ['password', '12345', 'Mínimo de 6 caracteres'],
      ['password', WEAK_TEST_PASSWORD, 'Senha muito fraca'],
      ['role', 'ADMIN', 'Perfil inválido'],
      ['role', 'ROOT', 'Perfil inválido'],
      ['birthDate', '1990-02-30', 'Data de nascimento inválida'],
      ['birthDate', '1919-12-31', 'Data de nascimento inválida'],
      ['birthDate', `${new Date().getFullYear() + 1}-01-01`, 'Data de nascimento inválida'],
      ['phone', '219876543', 'Telefone inválido'],
      ['cpf', '52998224724', 'Cpf inválido'],
      ['cpf', '11111111111', 'Cpf inválido'],
    ];
    for (const [field, value, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users',
        payload: signUpPayload({ [field]: value }),
      });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: 'bad_request',
        errors: [{ path: field, message }],
      });
    }
    for (const field of ['name', 'email', 'password', 'role', 'birthDate', 'phone', 'cpf']) {
      const payload: Record<string, unknown> = signUpPayload();
      delete payload[field];
      const res = await app.inject({ method: 'POST', url: '/api/users', payload });
      expect(res.statusCode, `without ${field}`).toBe(400);
    }
    const [userRows] = await db.select({ n: count() }).from(users);
    const [sessionRows] = await db.select({ n: count() }).from(sessions);
    expect(userRows!.n).toBe(0);
    expect(sessionRows!.n).toBe(0);
  });

  it("refuses a guessable password, the user's own name, e-mail or CPF included", async () => {
    const app = await createTestApp();
    const { db } = await testDatabase();
    const person = { name: 'Maria da Silva', email: 'maria.silva@exemplo.com.br' };
    const cpf = signUpPayload().cpf;
    for (const password of ['123456', 'demo1234', 'maria.silva', 'MariaSilva', cpf]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users',
        payload: signUpPayload({ ...person, cpf, password }),
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual(WEAK_PASSWORD_ERROR);
    }
    const [userRows] = await db.select({ n: count() }).from(users);
    expect(userRows!.n).toBe(0);
    const strong = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ ...person, cpf, password: 'voo-de-reconhecimento' }),
    });
    expect(strong.statusCode).toBe(201);
  });

  it('refuses a duplicate e-mail (any case) and a duplicate CPF with 409', async () => {
    const app = await createTestApp();
    const first = signUpPayload({ email: 'joao@exemplo.com.br' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/users', payload: first })).statusCode,
    ).toBe(201);

    const sameEmail = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ email: 'JOAO@Exemplo.com.br' }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual(fieldError(409, 'conflict', 'email', 'E-mail já cadastrado.'));

    const sameCpf = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ cpf: first.cpf }),
    });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json()).toEqual(fieldError(409, 'conflict', 'cpf', 'CPF já cadastrado.'));

    const { db } = await testDatabase();
    const [rows] = await db.select({ n: count() }).from(users);
    expect(rows!.n).toBe(1);
  });

  it('answers 409 when two sign-ups race for the same e-mail', async () => {
    const app = await createTestApp();
    const payload = signUpPayload();
    const results = await Promise.all([
      app.inject({ method: 'POST', url: '/api/users', payload }),
      app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { ...payload, cpf: signUpPayload().cpf },
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('login and sessions', () => {
  it('signs in with the e-mail in any case and answers the user', async () => {
    const app = await createTestApp();
    const account = await signUp(app, { role: 'GOVERNMENT' });
    const res = await login(app, account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      _id: account.id,
      id: account.id,
      email: account.email,
      role: 'GOVERNMENT',
      approvalStatus: 'pending',
    });
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    const unknown = await login(app, 'ninguem@exemplo.com.br', 'qualquer-senha');
    const wrong = await login(app, account.email, 'senha-errada');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({
      message: 'Credenciais inválidas!',
      statusCode: 401,
      code: 'unauthorized',
    });
  });

  it('validates a live token, and refuses missing, unknown, expired and revoked ones', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    const validate = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/validate', headers });

    const ok = await validate(account.auth);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: account.id, email: account.email });

    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Basic ${account.token}` },
      { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    ];
    for (const headers of refused) {
      const res = await validate(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Sessão inválida ou expirada. Faça login novamente.',
        statusCode: 401,
        code: 'unauthorized',
      });
    }

    const { db } = await testDatabase();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.id));
    expect((await validate(account.auth)).statusCode).toBe(401);
  });

  it('expires a session unused for 14 days, and notes its use at most hourly', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    const me = () => app.inject({ url: '/api/users/currentUser', headers: account.auth });
    const { db } = await testDatabase();
    const lastUsed = async () =>
      (await db.select({ at: sessions.lastUsedAt }).from(sessions))[0]!.at.getTime();

    await db.update(sessions).set({ lastUsedAt: sql`now() - interval '2 hours'` });
    const before = await lastUsed();
    expect((await me()).statusCode).toBe(200);
    expect(await lastUsed()).toBeGreaterThan(before);
    const touched = await lastUsed();
    expect((await me()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(touched);

    await db.update(sessions).set({ lastUsedAt: sql`now() - interval '15 days'` });
    expect((await me()).statusCode).toBe(401);
  });

  it('lists the open sessions and ends all the others', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    const open = async (userAgent: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: account.password },
          headers: { 'user-agent': userAgent },
        })
      ).json().accessToken as string;
    const phone = await open('Mozilla/5.0 (Linux; Android 14) Celular');
    const laptop = await open('Mozilla/5.0 (X11; Linux x86_64) Notebook');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });

    const listed = await app.inject({ url: '/api/auth/sessions', headers: as(laptop) });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json() as { userAgent: string | null; current: boolean }[];
    // The sign-up's own session, the phone and the laptop.
    expect(mine).toHaveLength(3);
    expect(mine.filter((s) => s.current).map((s) => s.userAgent)).toEqual([
      'Mozilla/5.0 (X11; Linux x86_64) Notebook',
    ]);
    expect(mine.map((s) => s.userAgent)).toContain('Mozilla/5.0 (Linux; Android 14) Celular');

    const ended = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: as(laptop),
    });
    expect(ended.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/users/currentUser', headers: as(phone) })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/users/currentUser', headers: account.auth })).statusCode,
    ).toBe(401);
    const left = await app.inject({ url: '/api/auth/sessions', headers: as(laptop) });
    expect(left.json()).toHaveLength(1);
    expect(await app.inject({ url: '/api/auth/sessions' }).then((r) => r.statusCode)).toBe(401);
  });

  it('revokes the presented token on logout, leaving other sessions alive', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    const second = (await login(app, account.email, account.password)).json().accessToken as string;

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.auth,
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/users/currentUser', headers: account.auth })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: account.auth }))
        .statusCode,
    ).toBe(401);
    const other = await app.inject({
      url: '/api/users/currentUser',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers the 11th login of one e-mail from one address within a minute with 429', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(app, account.email, 'senha-errada')).statusCode).toBe(401);
    }
    const limited = await login(app, account.email, account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      statusCode: 429,
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets no stranger lock an account out, and slows a guess spread over many addresses', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    // Thirty wrong passwords from three other addresses: the owner still gets in from his.
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      for (let i = 0; i < 10; i += 1) await login(app, account.email, 'senha-errada', ip);
    }
    expect((await login(app, account.email, account.password, '10.3.0.99')).statusCode).toBe(200);
    // An e-mail takes at most 100 failed logins an hour across every address.
    for (let n = 4; n <= 10; n += 1) {
      for (let i = 0; i < 10; i += 1)
        await login(app, account.email, 'senha-errada', `10.3.0.${n}`);
    }
    expect((await login(app, account.email, account.password, '10.3.1.1')).statusCode).toBe(429);
  });

  it('answers the 31st login from one address within a minute with 429, whatever the e-mails', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 30; i += 1) {
      const res = await login(app, `pessoa${i}@exemplo.com.br`, 'senha-errada', '10.4.0.1');
      expect(res.statusCode).toBe(401);
    }
    expect((await login(app, 'outra@exemplo.com.br', 'senha-errada', '10.4.0.1')).statusCode).toBe(
      429,
    );
    expect((await login(app, 'outra@exemplo.com.br', 'senha-errada', '10.4.0.2')).statusCode).toBe(
      401,
    );
  });

  it('limits sign-ups per address to 30 an hour', async () => {
    const app = await createTestApp();
    const from = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/users', payload: signUpPayload(), remoteAddress });
    for (let i = 0; i < 30; i += 1) expect((await from('10.1.1.1')).statusCode).toBe(201);
    expect((await from('10.1.1.1')).statusCode).toBe(429);
    expect((await from('10.1.1.2')).statusCode).toBe(201);
  });

  it('limits anonymous reads per address to 1000 a minute, and health probes apart', async () => {
    const app = await createTestApp();
    const read = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress });
    for (let i = 0; i < 1000; i += 1) {
      expect((await read('/api/users/driversLength', '10.2.2.1')).statusCode).toBe(200);
    }
    expect((await read('/api/users/driversLength', '10.2.2.1')).statusCode).toBe(429);
    expect((await read('/api/users/driversLength', '10.2.2.2')).statusCode).toBe(200);
    // A monitor polling the health check is not held to the read budget.
    for (let i = 0; i < 1001; i += 1) {
      expect((await read('/api/health', '10.2.2.3')).statusCode).toBe(200);
    }
  });

  it('raises every limit by RATE_LIMIT_MULTIPLIER', async () => {
    const app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
    for (let i = 0; i < 20; i += 1) {
      expect((await login(app, 'ninguem@exemplo.com.br', 'senha-errada')).statusCode).toBe(401);
    }
    expect((await login(app, 'ninguem@exemplo.com.br', 'senha-errada')).statusCode).toBe(429);
  });

  it('limits writes per user to 100 a minute', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    const { db } = await testDatabase();
    // Many sessions of one user share the user's budget.
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/validate',
        headers: account.auth,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    const [live] = await db.select({ n: count() }).from(sessions);
    expect(live!.n).toBe(1);
  });
});

describe('device cookies', () => {
  it('sets an HttpOnly, SameSite=Strict device cookie for a year on /api/auth, Secure in production', async () => {
    const app = await createTestApp();
    const account = await signUp(app);
    expect((await login(app, account.email, 'senha-errada')).cookies).toEqual([]);
    const res = await login(app, account.email, account.password);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^dispositivo=[^;]+; /);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=31536000', 'Path=/api/auth', 'SameSite=Strict'].sort(),
    );

    const production = await createTestApp({ NODE_ENV: 'production' });
    const secure = await login(production, account.email, account.password);
    expect(secure.statusCode).toBe(200);
    expect(String(secure.headers['set-cookie']).split('; ')).toContain('Secure');
  });

  it("lets only the owner's device in past the e-mail's hourly cap of failed logins", async () => {
    const app = await createTestApp();
    const owner = await signUp(app);
    const other = await signUp(app);
    const ownerDevice = deviceToken(await login(app, owner.email, owner.password, '10.5.0.1'));
    const otherDevice = deviceToken(await login(app, other.email, other.password, '10.5.0.1'));
    // 110 wrong passwords from 11 addresses: past the cap of 100 an hour for the e-mail.
    for (let n = 1; n <= 11; n += 1) {
      for (let i = 0; i < 10; i += 1) {
        expect((await login(app, owner.email, 'senha-errada', `10.6.0.${n}`)).statusCode).toBe(
          n === 11 ? 429 : 401,
        );
      }
    }
    // Whoever holds the password but not the owner's device is refused, whatever the cookie.
    const [userId, random, mac] = ownerDevice.split('.');
    const otherId = otherDevice.split('.')[0];
    for (const device of [
      undefined,
      otherDevice,
      `${otherId}.${random}.${mac}`,
      `${userId}.${random}x.${mac}`,
      `${userId}.${random}.${mac!.slice(0, -2)}AA`,
      'lixo',
    ]) {
      const res = await login(app, owner.email, owner.password, '10.7.0.1', device);
      expect(res.statusCode, String(device)).toBe(429);
      expect(res.json()).toEqual({
        message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
        statusCode: 429,
        code: 'rate_limited',
      });
    }
    // The owner's device still checks the password, and gets in with the right one.
    expect(
      (await login(app, owner.email, 'senha-errada', '10.7.0.2', ownerDevice)).statusCode,
    ).toBe(401);
    const res = await login(app, owner.email, owner.password, '10.7.0.2', ownerDevice);
    expect(res.statusCode).toBe(200);
    expect(deviceToken(res)).not.toBe(ownerDevice);
    // The other account's e-mail was never capped.
    expect((await login(app, other.email, other.password, '10.7.0.3')).statusCode).toBe(200);
  });
});
