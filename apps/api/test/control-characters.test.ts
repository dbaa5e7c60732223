import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@drones/shared/text-fields';
import { solicitations, users } from '../src/db/schema';
import { signUpPayload } from './helpers/accounts';
import { fieldParts, sendForm } from './helpers/files';
import { call } from './helpers/pilot-data';
import { requestFields, requestPeople } from './helpers/solicitations';
import { createTestApp } from './helpers/test-app';

const refusal = (path: string) => ({
  message: 'Dados inválidos.',
  statusCode: 400,
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
