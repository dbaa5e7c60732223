import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@drones/shared/zod-locale';
import access from '../src/plugins/app/access/access';
import { HttpError } from '../src/lib/http-error';
import errors from '../src/plugins/app/errors/errors';
import { invalidInput } from './helpers/errors';

function bareApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

const open = { config: { access: 'public' as const }, schema: { operationId: 'open' } };

describe('deny by default', () => {
  it('refuses to start when a route declares no access rule', async () => {
    const app = bareApp();
    void app.register(access);
    void app.register(async (module) => {
      module.get('/open', open, async () => 'ok');
      module.get('/forgotten', { schema: { operationId: 'forgotten' } }, async () => 'leak');
    });
    await expect(app.ready()).rejects.toThrow('GET /forgotten não declara uma regra de acesso');
  });

  it('refuses to start when a route has no operationId', async () => {
    const app = bareApp();
    void app.register(access);
    void app.register(async (module) => {
      module.get('/open', open, async () => 'ok');
      module.get('/nameless', { config: { access: 'authenticated' } }, async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow('GET /nameless não declara um operationId');
  });

  it('starts when every route declares both, and documents its security from the rule', async () => {
    const app = bareApp();
    await app.register(access);
    const declared: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method === 'GET') declared[route.url] = route.schema?.security;
    });
    app.get('/open', open, async () => 'ok');
    app.get(
      '/private',
      { config: { access: 'authenticated' }, schema: { operationId: 'private' } },
      async () => 'ok',
    );
    await app.ready();
    expect((await app.inject('/open')).body).toBe('ok');
    expect(declared).toEqual({ '/open': [], '/private': [{ bearer: [] }] });
    await app.close();
  });
});

describe('error shape', () => {
  async function appWithRoutes() {
    const app = bareApp();
    await app.register(errors);
    app.post(
      '/things',
      {
        schema: {
          body: z.object({ name: z.string().min(3, 'Campo obrigatório'), age: z.number() }),
        },
      },
      async () => 'ok',
    );
    app.get('/conflict', async () => {
      throw new HttpError(409, 'E-mail já cadastrado.');
    });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    return app;
  }

  it('answers invalid input with 400 and one pt-BR message per field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'ab' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Dados inválidos.', statusCode: 400 });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Campo obrigatório' },
        { path: 'age', message: expect.stringMatching(/esperado|obrigatório|inválid/i) },
      ]),
    );
  });

  it('keeps the message of a known failure and its status', async () => {
    const app = await appWithRoutes();
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'E-mail já cadastrado.',
      statusCode: 409,
      code: 'conflict',
    });
  });

  it('never leaks internals on a 500', async () => {
    const app = await appWithRoutes();
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
      statusCode: 500,
      code: 'internal_error',
    });
  });

  it('translates malformed JSON into a pt-BR 400', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidInput());
  });
});
