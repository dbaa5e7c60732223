import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '@drones/shared/pilot-data';
import { createTestApp } from './helpers/test-app';
import { call, drone, pilotDataPeople } from './helpers/pilot-data';
import { invalidInput } from './helpers/errors';

const availability = { days: 'Segunda, Sábado', city: 'Niterói', district: 'Icaraí' };

describe('equipment', () => {
  it('is created by its pilot only, with pt-BR field errors', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, admin } = await pilotDataPeople(app);

    const created = await call(app, 'POST', '/api/equipment', pilot, {
      ...drone,
      userId: pilot.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      userId: pilot.id,
      ...drone,
      capabilities: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bare = await call(app, 'POST', '/api/equipment', pilot, { ...drone, observation: '' });
    expect(bare.json()).toMatchObject({ userId: pilot.id, observation: null });

    // A body's userId never lets one pilot write for another.
    expect(
      (await call(app, 'POST', '/api/equipment', otherPilot, { ...drone, userId: pilot.id }))
        .statusCode,
    ).toBe(403);
    for (const who of [government, admin]) {
      expect((await call(app, 'POST', '/api/equipment', who, drone)).statusCode).toBe(403);
    }
    expect((await call(app, 'POST', '/api/equipment', undefined, drone)).statusCode).toBe(401);

    const invalid = await call(app, 'POST', '/api/equipment', pilot, {
      name: '',
      manufacture: 'DJI',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(
      invalidInput(
        expect.arrayContaining([
          { path: 'name', message: REQUIRED_MESSAGE },
          { path: 'model', message: REQUIRED_MESSAGE },
          { path: 'autonomy', message: REQUIRED_MESSAGE },
        ]),
      ),
    );
    expect((await call(app, 'GET', '/api/equipment/length')).json()).toEqual({
      equipmentsCount: 2,
    });
  });

  it('is read by its pilot, approved civil defence and admins', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, pending, government, admin } = await pilotDataPeople(app);
    const equipment = (await call(app, 'POST', '/api/equipment', pilot, drone)).json();

    for (const url of [`/api/equipment/${equipment.id}`, `/api/equipment/user/${pilot.id}`]) {
      for (const who of [pilot, government, admin]) {
        const res = await call(app, 'GET', url, who);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(url.includes('/user/') ? [equipment] : equipment);
      }
      // Another pilot may not read it: to him it does not exist.
      expect((await call(app, 'GET', url, otherPilot)).statusCode).toBe(404);
      expect((await call(app, 'GET', url, pending)).statusCode).toBe(404);
      expect((await call(app, 'GET', url)).statusCode).toBe(401);
    }
    const unknown = await call(
      app,
      'GET',
      '/api/equipment/0190a000-0000-7000-8000-000000000000',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Equipamento não encontrado.');
    expect((await call(app, 'GET', '/api/equipment/not-an-id', admin)).statusCode).toBe(400);
  });

  it('is changed and deleted by its pilot only', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, admin } = await pilotDataPeople(app);
    const equipment = (await call(app, 'POST', '/api/equipment', pilot, drone)).json();
    const url = `/api/equipment/${equipment.id}`;

    // Civil defence and admins may read it but not change it; another pilot may not even read it.
    for (const [who, status] of [
      [otherPilot, 404],
      [government, 403],
      [admin, 403],
    ] as const) {
      expect((await call(app, 'PUT', url, who, { name: 'Meu agora' })).statusCode).toBe(status);
      expect((await call(app, 'DELETE', url, who)).statusCode).toBe(status);
    }
    expect((await call(app, 'GET', url, pilot)).json()).toEqual(equipment);

    const invalid = await call(app, 'PUT', url, pilot, { autonomy: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: 'autonomy', message: REQUIRED_MESSAGE }]);

    const changed = await call(app, 'PUT', url, pilot, { model: 'Mavic 3 Pro', observation: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      ...drone,
      model: 'Mavic 3 Pro',
      observation: null,
      createdAt: equipment.createdAt,
    });

    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(204);
    expect((await call(app, 'GET', url, pilot)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(404);
    expect((await call(app, 'PUT', url, pilot, { name: 'x' })).statusCode).toBe(404);
  });

  it('is listed newest first for approved civil defence and admins, with paging headers', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, pending, government, admin } = await pilotDataPeople(app);
    const ids: string[] = [];
    for (const who of [pilot, otherPilot, pilot]) {
      ids.unshift((await call(app, 'POST', '/api/equipment', who, drone)).json().id);
    }

    expect((await call(app, 'GET', '/api/equipment', pilot)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/equipment', pending)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/equipment')).statusCode).toBe(401);

    const all = await call(app, 'GET', '/api/equipment', government);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { id: string }) => e.id)).toEqual(ids);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.headers.link).toBeUndefined();

    const first = await call(app, 'GET', '/api/equipment?limit=2', admin);
    expect(first.json().map((e: { id: string }) => e.id)).toEqual(ids.slice(0, 2));
    expect(first.headers['x-total-count']).toBe('3');
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))![1]!;
    expect(next).toMatch(/^\/api\/equipment\?limit=2&cursor=[A-Za-z0-9_-]+$/);
    const second = await call(app, 'GET', next, admin);
    expect(second.json().map((e: { id: string }) => e.id)).toEqual(ids.slice(2));
    expect(second.headers.link).toBeUndefined();

    expect((await call(app, 'GET', '/api/equipment?cursor=bad', admin)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/equipment?limit=101', admin)).statusCode).toBe(400);
  });
});

describe('availability', () => {
  it('is deleted by its pilot only, and can then be recorded again', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government } = await pilotDataPeople(app);
    const { id } = (await call(app, 'POST', '/api/disponibility', pilot, availability)).json() as {
      id: string;
    };
    const url = `/api/disponibility/${id}`;

    expect((await call(app, 'DELETE', url, otherPilot)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', url, government)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(204);
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(404);
    const me = await app.inject({ url: '/api/users/currentUser', headers: pilot.auth });
    expect(me.json().disponibility).toBeNull();
    expect((await call(app, 'POST', '/api/disponibility', pilot, availability)).statusCode).toBe(
      201,
    );
  });

  it('is one per pilot, changed by its pilot only', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government } = await pilotDataPeople(app);

    const created = await call(app, 'POST', '/api/disponibility', pilot, {
      ...availability,
      complement: 'Perto da praia',
      userId: pilot.id,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({
      id,
      userId: pilot.id,
      ...availability,
      complement: 'Perto da praia',
      municipalityCode: 3303302,
      uf: 'RJ',
    });

    const again = await call(app, 'POST', '/api/disponibility', pilot, availability);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Disponibilidade já cadastrada.');
    expect(
      (
        await call(app, 'POST', '/api/disponibility', otherPilot, {
          ...availability,
          userId: pilot.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'POST', '/api/disponibility', government, availability)).statusCode,
    ).toBe(403);

    const invalid = await call(app, 'POST', '/api/disponibility', otherPilot, { days: 'Domingo' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'district', message: REQUIRED_MESSAGE },
      // A city is required unless a municipalityCode names it: a rule of the whole body.
      { path: 'city', message: REQUIRED_MESSAGE },
    ]);

    const url = `/api/disponibility/${id}`;
    const change = { days: 'Domingo', city: 'Petrópolis', district: 'Centro' };
    expect((await call(app, 'PUT', url, otherPilot, change)).statusCode).toBe(404);
    expect((await call(app, 'PUT', url, government, change)).statusCode).toBe(403);
    const changed = await call(app, 'PUT', url, pilot, change);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id,
      userId: pilot.id,
      ...change,
      complement: null,
      municipalityCode: 3303906,
      uf: 'RJ',
    });
    expect(
      (
        await call(
          app,
          'PUT',
          '/api/disponibility/0190a000-0000-7000-8000-000000000000',
          pilot,
          change,
        )
      ).statusCode,
    ).toBe(404);

    const profile = (await call(app, 'GET', `/api/users/${pilot.id}`, government)).json();
    expect(profile.disponibility).toEqual(changed.json());
  });
});
