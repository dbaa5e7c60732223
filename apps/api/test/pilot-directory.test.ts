import { describe, expect, it } from 'vitest';
import { disponibility, equipment } from '../src/db/schema';
import type { FastifyInstance } from 'fastify';
import { signUp, type Account } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';
import { call } from './helpers/pilot-data';
import { createRequest, requestPeople } from './helpers/solicitations';

/** The names the directory lists for `term`, as `viewer` searches it (every one counted). */
async function searchNames(app: FastifyInstance, viewer: Account, term: string) {
  const res = await call(app, 'GET', `/api/users?search=${encodeURIComponent(term)}`, viewer);
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe(String(res.json().length));
  return res.json().map((u: { name: string }) => u.name);
}

describe('pilot directory search', () => {
  it('finds pilots by name, city or district without case, and never other roles', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const ana = await signUp(app, { name: 'Ana Beatriz Souza' });
    const bruno = await signUp(app, { name: 'Bruno Lima' });
    const carla = await signUp(app, { name: 'Carla Mendes' });
    await signUp(app, { name: 'Icaraí Santos', role: 'GOVERNMENT' });
    await app.db.insert(disponibility).values([
      { userId: ana.id, days: 'Sábado', city: 'Niterói', district: 'Icaraí' },
      { userId: bruno.id, days: 'Domingo', city: 'Rio de Janeiro', district: 'Tijuca' },
    ]);

    const search = (term: string) => searchNames(app, government, term);
    expect(await search('SOUZA')).toEqual(['Ana Beatriz Souza']);
    expect(await search('niter')).toEqual(['Ana Beatriz Souza']);
    expect(await search('icaraí')).toEqual(['Ana Beatriz Souza']);
    expect(await search('tijuca')).toEqual(['Bruno Lima']);
    expect(await search('janeiro')).toEqual(['Bruno Lima']);
    // 'Mendes' has no availability yet and is still found by name.
    expect(await search('mendes')).toEqual(['Carla Mendes']);
    // Name (Carla), district (Tijuca, Icaraí); the civil-defence 'Icaraí Santos' is no pilot.
    expect(await search('CA')).toEqual(['Carla Mendes', 'Bruno Lima', 'Ana Beatriz Souza']);
    expect(await search('%')).toEqual([]);

    const [item] = (await call(app, 'GET', '/api/users?search=tijuca', government)).json();
    expect(item).toMatchObject({
      id: bruno.id,
      _id: bruno.id,
      name: 'Bruno Lima',
      email: bruno.email,
      phone: '21987654321',
      urlPhoto: null,
      disponibility: { city: 'Rio de Janeiro', district: 'Tijuca' },
      createdAt: expect.any(String),
    });
    const [noAvailability] = (
      await call(app, 'GET', '/api/users?search=mendes', government)
    ).json();
    expect(noAvailability.disponibility).toBeNull();
    expect(carla.id).toBe(noAvailability.id);
  });

  it("lists each pilot's equipment on the card, oldest first", async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const ana = await signUp(app, { name: 'Ana Beatriz Souza' });
    const bruno = await signUp(app, { name: 'Bruno Lima' });
    const drone = { manufacture: 'DJI', autonomy: '45 min' };
    await app.db
      .insert(equipment)
      .values({ ...drone, userId: ana.id, name: 'Mavic 3', model: 'M3T' });
    await app.db
      .insert(equipment)
      .values({ ...drone, userId: ana.id, name: 'Air 3', model: 'DA3' });

    const res = await call(app, 'GET', '/api/users', government);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((u: { id: string }) => [u.id, u]));
    expect(byId.get(ana.id)).toMatchObject({
      equipments: [
        { id: expect.any(String), name: 'Mavic 3', manufacture: 'DJI', model: 'M3T' },
        { id: expect.any(String), name: 'Air 3', manufacture: 'DJI', model: 'DA3' },
      ],
    });
    expect(byId.get(bruno.id)).toMatchObject({ equipments: [] });
  });

  it('finds pilots by name, city or district regardless of accents, both ways', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const ana = await signUp(app, { name: 'Ana Souza' });
    const bruno = await signUp(app, { name: 'Bruno Lima' });
    await signUp(app, { name: 'Júlia Conceição' });
    await app.db.insert(disponibility).values([
      { userId: ana.id, days: 'Sábado', city: 'Petrópolis', district: 'São Sebastião' },
      // Typed without accents by the pilot.
      { userId: bruno.id, days: 'Domingo', city: 'Sao Goncalo', district: 'Alcantara' },
    ]);

    const search = (term: string) => searchNames(app, government, term);
    expect(await search('petropolis')).toEqual(['Ana Souza']);
    expect(await search('PETRÓPOLIS')).toEqual(['Ana Souza']);
    expect(await search('sebastiao')).toEqual(['Ana Souza']);
    expect(await search('Gonçalo')).toEqual(['Bruno Lima']);
    expect(await search('Alcântara')).toEqual(['Bruno Lima']);
    expect(await search('conceicao')).toEqual(['Júlia Conceição']);
    expect(await search('julia')).toEqual(['Júlia Conceição']);
    const both = ['Bruno Lima', 'Ana Souza'];
    expect(await search('Sao')).toEqual(both);
    expect(await search('São')).toEqual(both);
  });
});

describe("the pilots for a request ('Solicitar apoio')", () => {
  it('lists them nearest first to the request with the distance in km, those without a municipality last', async () => {
    const app = await createTestApp();
    const { government, pilot, otherPilot } = await requestPeople(app);
    const place = async (name: string, availability: object) => {
      const who = await signUp(app, { name });
      const res = await call(app, 'POST', '/api/disponibility', who, {
        days: 'Sábado',
        district: 'Centro',
        ...availability,
      });
      expect(res.statusCode).toBe(201);
      return who;
    };
    const rio = await place('Carla Rio', { municipalityCode: 3304557 });
    const petropolis = await place('Ana Petrópolis', { municipalityCode: 3303906 });
    const typed = await place('Elisa Sem Município', { city: 'Vila Inexistente' });
    const teresopolis = await place('Bruno Teresópolis', { city: 'Teresópolis' });
    const request = await createRequest(app, government, { municipalityCode: 3303906 });

    const res = await call(app, 'GET', `/api/users?near=${request.id}`, government);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    const listed = res.json<{ id: string; distanceKm: number | null }[]>();
    expect(listed.map((item) => [item.id, item.distanceKm])).toEqual([
      [petropolis.id, 0],
      [teresopolis.id, 25.1],
      [rio.id, 43.7],
      // No municipality: newest first, as the directory lists them.
      [typed.id, null],
      [otherPilot.id, null],
      [pilot.id, null],
    ]);

    // Pages keep the order, across the pilots without a municipality too; a search still applies.
    const paged: string[] = [];
    let next: string | undefined = `/api/users?near=${request.id}&limit=2`;
    while (next) {
      const page = await call(app, 'GET', next, government);
      paged.push(...page.json().map((item: { id: string }) => item.id));
      next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link))?.[1];
    }
    expect(paged).toEqual(listed.map((item) => item.id));
    const searched = await call(app, 'GET', `/api/users?near=${request.id}&search=rio`, government);
    expect(searched.json().map((item: { id: string }) => item.id)).toEqual([rio.id]);

    // Without `near`, or for a request without a place: newest first, no distance.
    const plain = await call(app, 'GET', '/api/users', government);
    expect(plain.json()[0]).toMatchObject({ id: teresopolis.id, distanceKm: null });
    const nowhere = await createRequest(app, government);
    const unplaced = await call(app, 'GET', `/api/users?near=${nowhere.id}`, government);
    expect(unplaced.json().map((item: { id: string }) => item.id)[0]).toBe(teresopolis.id);

    const unknown = await call(app, 'GET', `/api/users?near=${crypto.randomUUID()}`, government);
    expect(unknown.statusCode).toBe(404);
    const bad = await call(app, 'GET', '/api/users?near=abc', government);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'near', message: 'Solicitação inválida' }]);
  });
});
