import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ELSEWHERE,
  MUNICIPALITY_REQUIRED,
  ONLY_COORDINATORS,
  ONLY_GOVERNMENT_JOINS,
  ORGANIZATION_NOT_FOUND,
  UF_REQUIRED,
} from '@drones/shared/organizations';
import { auditEvents, memberships } from '../src/db/schema';
import { createAdmin, signUp, type Account } from './helpers/accounts';
import { call } from './helpers/pilot-data';
import { createTestApp } from './helpers/test-app';

const PETROPOLIS = 3303906;
const NITEROI = 3303302;

async function setting() {
  const app = await createTestApp();
  const admin = await createAdmin(app);
  return { app, admin };
}

async function createBody(app: FastifyInstance, admin: Account, body: object) {
  const res = await call(app, 'POST', '/api/organizations', admin, body);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; name: string; uf: string | null }>();
}

function decide(
  app: FastifyInstance,
  who: Account,
  organizationId: string,
  userId: string,
  payload: object,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/organizations/${organizationId}/members/${userId}`,
    headers: who.auth,
    payload,
  });
}

const me = async (app: FastifyInstance, who: Account) =>
  (await call(app, 'GET', '/api/users/me', who)).json<{ organization: unknown }>().organization;

describe('organizations', () => {
  it('are created by ADMIN only, each kind with its place, a municipal one in its UF', async () => {
    const { app, admin } = await setting();
    const government = await signUp(app, { role: 'GOVERNMENT' });
    const body = {
      name: 'COMPDEC Petrópolis',
      kind: 'municipal',
      municipalityCode: PETROPOLIS,
      phone: '2422467000',
      email: 'DEFESACIVIL@petropolis.rj.gov.br',
    };
    expect((await call(app, 'POST', '/api/organizations', government, body)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/organizations', undefined, body)).statusCode).toBe(401);
    const created = await call(app, 'POST', '/api/organizations', admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'COMPDEC Petrópolis',
      kind: 'municipal',
      municipalityCode: PETROPOLIS,
      uf: 'RJ',
      phone: '2422467000',
      email: 'defesacivil@petropolis.rj.gov.br',
    });

    const refusals = [
      [{ name: 'Sem município', kind: 'municipal' }, 'municipalityCode', MUNICIPALITY_REQUIRED],
      [{ name: 'Sem UF', kind: 'estadual' }, 'uf', UF_REQUIRED],
      [{ name: 'UF errada', kind: 'estadual', uf: 'XX' }, 'uf', 'UF inválida'],
      [{ name: 'Outro', kind: 'nacional' }, 'kind', 'Tipo de órgão inválido'],
    ] as const;
    for (const [payload, path, message] of refusals) {
      const res = await call(app, 'POST', '/api/organizations', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    const unknownPlace = await call(app, 'POST', '/api/organizations', admin, {
      name: 'Lugar nenhum',
      kind: 'municipal',
      municipalityCode: 9999999,
    });
    expect(unknownPlace.statusCode).toBe(400);

    const { id } = created.json<{ id: string }>();
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/${id}`,
      headers: admin.auth,
      payload: { name: 'Defesa Civil de Petrópolis' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Defesa Civil de Petrópolis', uf: 'RJ' });
    const unplaced = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/${id}`,
      headers: admin.auth,
      payload: { kind: 'municipal', municipalityCode: null },
    });
    expect(unplaced.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/organizations/01900000-0000-7000-8000-000000000000',
      headers: admin.auth,
      payload: { name: 'Ninguém' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORGANIZATION_NOT_FOUND);
  });

  it('are listed to anyone by name, accents ignored, by UF with its municipal bodies, paged', async () => {
    const { app, admin } = await setting();
    await createBody(app, admin, { name: 'CEDEC Rio de Janeiro', kind: 'estadual', uf: 'RJ' });
    await createBody(app, admin, {
      name: 'COMPDEC Niterói',
      kind: 'municipal',
      municipalityCode: NITEROI,
    });
    await createBody(app, admin, {
      name: 'COMPDEC Petrópolis',
      kind: 'municipal',
      municipalityCode: PETROPOLIS,
    });
    await createBody(app, admin, { name: 'CEDEC São Paulo', kind: 'estadual', uf: 'SP' });
    await createBody(app, admin, { name: 'Secretaria Nacional', kind: 'federal' });

    const names = async (query: string) => {
      const res = await app.inject({ url: `/api/organizations?${query}` });
      expect(res.statusCode).toBe(200);
      return { names: res.json<{ name: string }[]>().map((o) => o.name), res };
    };
    expect((await names('uf=rj')).names).toEqual([
      'CEDEC Rio de Janeiro',
      'COMPDEC Niterói',
      'COMPDEC Petrópolis',
    ]);
    expect((await names('search=petropolis')).names).toEqual(['COMPDEC Petrópolis']);
    expect((await names('search=NITERÓI&uf=RJ')).names).toEqual(['COMPDEC Niterói']);
    const first = await names('limit=2');
    expect(first.names).toEqual(['CEDEC Rio de Janeiro', 'CEDEC São Paulo']);
    expect(first.res.headers['x-total-count']).toBe('5');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.res.headers.link))![1]!;
    const second = await app.inject({ url: next });
    expect(second.json<{ name: string }[]>().map((o) => o.name)).toEqual([
      'COMPDEC Niterói',
      'COMPDEC Petrópolis',
    ]);
    expect((await app.inject({ url: '/api/organizations?cursor=forjado' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/organizations?uf=XX' })).statusCode).toBe(400);
  });
});

describe('memberships', () => {
  it('start pending at sign-up; ADMIN approves the first member as coordinator', async () => {
    const { app, admin } = await setting();
    const body = await createBody(app, admin, {
      name: 'COMPDEC Petrópolis',
      kind: 'municipal',
      municipalityCode: PETROPOLIS,
    });
    const coordinator = await signUp(app, { role: 'GOVERNMENT', organizationId: body.id });
    const operator = await signUp(app, { role: 'GOVERNMENT', organizationId: body.id });
    expect(await me(app, coordinator)).toBeNull();

    const pending = await call(
      app,
      'GET',
      `/api/organizations/${body.id}/members?status=pending`,
      admin,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      expect.objectContaining({
        userId: coordinator.id,
        status: 'pending',
        role: 'operador',
        email: coordinator.email,
      }),
      expect.objectContaining({ userId: operator.id, status: 'pending' }),
    ]);
    // Nobody coordinates it yet: its would-be members cannot decide for themselves.
    expect(
      (await decide(app, coordinator, body.id, coordinator.id, { status: 'active' })).json(),
    ).toMatchObject({
      message: ONLY_COORDINATORS,
    });

    const first = await decide(app, admin, body.id, coordinator.id, { status: 'active' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      userId: coordinator.id,
      status: 'active',
      role: 'coordenador',
    });
    expect(await me(app, coordinator)).toEqual({
      id: body.id,
      name: 'COMPDEC Petrópolis',
      role: 'coordenador',
    });
    expect(
      (await call(app, 'GET', '/api/users/currentUser', coordinator)).json().organization,
    ).toEqual({ id: body.id, name: 'COMPDEC Petrópolis', role: 'coordenador' });

    // The coordinator now decides: an approval without a role makes an operator.
    const second = await decide(app, coordinator, body.id, operator.id, { status: 'active' });
    expect(second.json()).toMatchObject({ status: 'active', role: 'operador' });
    expect(await me(app, operator)).toMatchObject({ role: 'operador' });
    // An operator sees who is on duty (for a handover), and no other list.
    const asOperator = await call(app, 'GET', `/api/organizations/${body.id}/members`, operator);
    expect(asOperator.statusCode).toBe(403);
    for (const status of ['pending', 'rejected', 'removed']) {
      const other = `/api/organizations/${body.id}/members?status=${status}`;
      expect((await call(app, 'GET', other, operator)).statusCode).toBe(403);
    }
    const onDuty = await call(
      app,
      'GET',
      `/api/organizations/${body.id}/members?status=active`,
      operator,
    );
    expect(onDuty.statusCode).toBe(200);
    expect(
      onDuty
        .json()
        .map((member: { userId: string }) => member.userId)
        .sort(),
    ).toEqual([coordinator.id, operator.id].sort());
    // The login answers the body too, so the app knows it from the start.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: operator.email, password: operator.password },
    });
    expect(login.json().user.organization).toEqual({
      id: body.id,
      name: 'COMPDEC Petrópolis',
      role: 'operador',
    });

    const removed = await decide(app, coordinator, body.id, operator.id, { status: 'removed' });
    expect(removed.statusCode).toBe(200);
    expect(await me(app, operator)).toBeNull();

    const events = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'membership.decided'), eq(auditEvents.targetId, operator.id)),
      )
      .orderBy(auditEvents.id);
    expect(events.map((event) => event.details)).toEqual([
      { organizationId: body.id, status: 'active', role: 'operador' },
      { organizationId: body.id, status: 'removed', role: 'operador' },
    ]);
    expect(events[0]).toMatchObject({ actorId: coordinator.id, targetType: 'user' });
  });

  it('may be asked after sign-up, again after a refusal, never while active in a body', async () => {
    const { app, admin } = await setting();
    const body = await createBody(app, admin, {
      name: 'COMPDEC Teresópolis',
      kind: 'municipal',
      municipalityCode: PETROPOLIS,
    });
    const late = await signUp(app, { role: 'GOVERNMENT' });
    const ask = (who: Account, id = body.id) =>
      call(app, 'POST', `/api/organizations/${id}/members`, who);

    const asked = await ask(late);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ userId: late.id, status: 'pending', role: 'operador' });
    expect(await me(app, late)).toBeNull();
    expect((await decide(app, admin, body.id, late.id, { status: 'rejected' })).statusCode).toBe(
      200,
    );
    expect((await ask(late)).json()).toMatchObject({ status: 'pending' });
    await decide(app, admin, body.id, late.id, { status: 'active' });
    expect(await me(app, late)).toMatchObject({ id: body.id, role: 'coordenador' });

    const again = await ask(late);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ACTIVE_ELSEWHERE });
    const pilot = await signUp(app, { role: 'DRIVER' });
    expect((await ask(pilot)).json()).toMatchObject({
      statusCode: 403,
      message: ONLY_GOVERNMENT_JOINS,
    });
    const unknown = await ask(late, '0190a5b2-0000-7000-8000-00000000dead');
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: ORGANIZATION_NOT_FOUND });
  });

  it('keeps a user active in one body at most, and answers 404 for one who never asked', async () => {
    const { app, admin } = await setting();
    const one = await createBody(app, admin, {
      name: 'COMPDEC Niterói',
      kind: 'municipal',
      municipalityCode: NITEROI,
    });
    const other = await createBody(app, admin, { name: 'CEDEC RJ', kind: 'estadual', uf: 'RJ' });
    const person = await signUp(app, { role: 'GOVERNMENT', organizationId: one.id });
    expect((await decide(app, admin, one.id, person.id, { status: 'active' })).statusCode).toBe(
      200,
    );
    expect((await decide(app, admin, other.id, person.id, { status: 'active' })).statusCode).toBe(
      404,
    );

    // Asked by another way into the second body (a row as the sign-up makes it).
    await app.db.insert(memberships).values({ organizationId: other.id, userId: person.id });
    const twice = await decide(app, admin, other.id, person.id, { status: 'active' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ACTIVE_ELSEWHERE);
    expect(await me(app, person)).toMatchObject({ id: one.id });
  });

  it('are asked at sign-up by civil-defence accounts only, of a body that exists', async () => {
    const { app } = await setting();
    const maria = {
      name: 'Maria Souza',
      email: 'maria.souza@exemplo.com.br',
      password: 'segredo-forte',
      role: 'GOVERNMENT',
      birthDate: '1990-05-17',
      phone: '21987654321',
      cpf: '52998224725',
      organizationId: '01900000-0000-7000-8000-000000000000',
    };
    const unknown = await app.inject({ method: 'POST', url: '/api/users', payload: maria });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual(
      expect.objectContaining({ path: 'organizationId', message: ORGANIZATION_NOT_FOUND }),
    );
    // Nothing of the refused sign-up stays: the same e-mail signs up afterwards.
    const again = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...maria, organizationId: null },
    });
    expect(again.statusCode).toBe(201);
    const pilot = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...maria, email: 'joao.lima@exemplo.com.br', cpf: '11144477735', role: 'DRIVER' },
    });
    expect(pilot.statusCode).toBe(400);
    expect(pilot.json().errors).toContainEqual(
      expect.objectContaining({ path: 'organizationId', message: ONLY_GOVERNMENT_JOINS }),
    );
  });
});
