import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@drones/shared/text-fields';
import { solicitations, users } from '../src/db/schema';
import { signUpPayload } from './helpers/accounts';
import { fieldParts, sendForm } from './helpers/files';
import { call } from './helpers/pilot-data';
import { requestFields, requestPeople } from './helpers/solicitations';
import { createTestApp, testConfig } from './helpers/test-app';

const refusal = (path: string) => ({
  message: 'Dados inválidos.',
  statusCode: 400,
  code: 'bad_request',
  errors: [{ path, message: CONTROL_CHARACTERS_MESSAGE }],
});

async function rows(app: FastifyInstance, table: typeof users | typeof solicitations) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('control characters in text fields and query parameters', () => {
  it('refuses a NUL in the sign-up name with 400 naming the field, storing nothing', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ name: 'Maria\u0000da Silva' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('name'));
    expect(await rows(app, users)).toBe(0);
  });

  it('refuses a lone carriage return in a single-line field', async () => {
    const app = await createTestApp();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: signUpPayload({ name: 'Maria\rda Silva' }),
    });
    expect(signUp.json()).toEqual(refusal('name'));

    const { government } = await requestPeople(app);
    const request = await call(app, 'POST', '/api/solicitation', government, {
      ...requestFields,
      place: 'Petrópolis\rRJ',
    });
    expect(request.json()).toEqual(refusal('place'));
  });

  it('refuses DEL, C1 controls and bidirectional overrides in names, places and long texts', async () => {
    const app = await createTestApp();
    for (const inside of ['\u007f', '\u0085', '\u202e', '\u2066']) {
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/users',
        payload: signUpPayload({ name: `Maria${inside}da Silva` }),
      });
      expect(signUp.json(), JSON.stringify(inside)).toEqual(refusal('name'));
    }
    expect(await rows(app, users)).toBe(0);

    const { government } = await requestPeople(app);
    for (const [field, value] of [
      ['name', 'Enchente \u202egpj.exe'],
      ['place', 'Petrópolis\u009b'],
      ['description', 'Ruas\u202dalagadas'],
    ] as const) {
      const request = await call(app, 'POST', '/api/solicitation', government, {
        ...requestFields,
        [field]: value,
      });
      expect(request.json(), field).toEqual(refusal(field));
    }
    expect(await rows(app, solicitations)).toBe(0);
  });

  it('refuses a NUL in the search of the request and pilot lists', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    for (const url of ['/api/solicitation?search=%00', '/api/users?search=ab%00cd']) {
      const res = await call(app, 'GET', url, government);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(refusal('search'));
    }
  });

  it('refuses one in the signature of a file link', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/files/0190a000-0000-7000-8000-000000000001?exp=1&sig=%00',
    });
    expect(res.json()).toEqual(refusal('sig'));
  });

  it('keeps tab and line breaks in a long text and refuses a NUL there, JSON or multipart', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const description = 'Ruas alagadas:\n\t- Centro\r\n\t- Vale do Cuiabá';
    const created = await call(app, 'POST', '/api/solicitation', government, {
      ...requestFields,
      description,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().description).toBe(description);

    const json = await call(app, 'POST', '/api/solicitation', government, {
      ...requestFields,
      description: 'Ruas\u0000alagadas',
    });
    expect(json.json()).toEqual(refusal('description'));
    const multipart = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({ ...requestFields, description: 'Ruas\u0000alagadas' }),
    ]);
    expect(multipart.json()).toEqual(refusal('description'));
    expect(await rows(app, solicitations)).toBe(1);
  });
});

describe('database errors in the log', () => {
  const secrets = {
    name: 'Joana Secreta',
    email: 'joana.secreta@exemplo.com.br',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$sal-secreto$hash-secreto',
    birthDate: '1985-03-09',
    phone: '21912345678',
    cpf: '11144477735',
  };

  /** The app with its log captured, and test routes that fail in the database. */
  async function appWithLog() {
    const lines: string[] = [];
    const app = await createTestApp(
      {},
      {
        config: testConfig({ LOG_LEVEL: 'info' }),
        logStream: { write: (line: string) => void lines.push(line) },
      },
    );
    // A unique violation whose parameters hold a password hash, CPF, phone and birth date.
    app.post('/test/duplicate-user', async () => {
      await app.db.insert(users).values({ ...secrets, cpf: '52998224725', role: 'DRIVER' });
      await app.db.insert(users).values({ ...secrets, role: 'DRIVER' });
    });
    // The database's own message quotes the value it could not read.
    app.get('/test/bad-cast', async () => {
      await app.db.execute(sql`select ${secrets.cpf}::timestamptz`);
    });
    app.get('/test/driver-error', async () => {
      const client = (
        app.db as unknown as {
          $client: { query(text: string, values: unknown[]): Promise<unknown> };
        }
      ).$client;
      await client.query('select $1::timestamptz', [secrets.cpf]);
    });
    app.get('/test/plain-error', async () => {
      throw new Error('falha sem banco');
    });
    return { app, log: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  function errorsLogged(log: Record<string, unknown>[]) {
    return log.filter((entry) => entry.msg === 'unhandled error').map((entry) => entry.err);
  }

  it('logs a database error with its code and constraint only, never its parameters', async () => {
    const { app, log } = await appWithLog();
    const res = await app.inject({ method: 'POST', url: '/test/duplicate-user' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(secrets.cpf);
    for (const url of ['/test/bad-cast', '/test/driver-error']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(500);
    }
    expect(errorsLogged(log())).toEqual([
      { type: 'DatabaseError', code: '23505', constraint: 'users_email_key' },
      { type: 'DatabaseError', code: '22008' },
      { type: 'DatabaseError', code: '22008' },
    ]);
    const text = JSON.stringify(log());
    for (const secret of [...Object.values(secrets), 'Failed query', 'insert into', 'select $1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('still logs any other error in full', async () => {
    const { app, log } = await appWithLog();
    expect((await app.inject({ method: 'GET', url: '/test/plain-error' })).statusCode).toBe(500);
    const [err] = errorsLogged(log()) as { type: string; message: string; stack: string }[];
    expect(err).toMatchObject({ type: 'Error', message: 'falha sem banco' });
    expect(err!.stack).toContain('control-characters.test.ts');
  });
});
