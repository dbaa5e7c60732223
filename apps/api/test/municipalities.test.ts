import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { municipalities } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';

const csv = readFileSync(
  new URL('../vendor/municipalities/municipios.csv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1);

async function search(query: string) {
  const app = await createTestApp();
  const res = await app.inject({ url: `/api/municipalities?${query}` });
  return { status: res.statusCode, body: res.json() };
}

const names = (body: { name: string; uf: string }[]) => body.map((m) => `${m.name}/${m.uf}`);

describe('municipalities', () => {
  it('holds every IBGE municipality of the vendored file', async () => {
    const app = await createTestApp();
    const [row] = await app.db.select({ n: count() }).from(municipalities);
    expect(row!.n).toBe(csv.length);
  });

  it('finds Petrópolis however it is typed, with its code and point as numbers', async () => {
    for (const term of ['petropolis', 'PETRÓPOLIS', ' Petrópolis ']) {
      const { status, body } = await search(`search=${encodeURIComponent(term)}`);
      expect(status).toBe(200);
      expect(body[0]).toEqual({
        code: 3303906,
        name: 'Petrópolis',
        uf: 'RJ',
        latitude: -22.52,
        longitude: -43.1926,
      });
      // Names that only contain the term come after the exact one.
      expect(names(body)).toContain('Nova Petrópolis/RS');
    }
  });

  it('lists exact names, then names that start with the term, then the rest; capitals first on ties', async () => {
    expect((await search('search=sao%20paulo')).body[0]).toMatchObject({
      name: 'São Paulo',
      uf: 'SP',
    });
    const { body } = await search('search=paulo&limit=50');
    const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const kinds = body.map(({ name }: { name: string }) =>
      key(name) === 'paulo' ? 0 : key(name).startsWith('paulo') ? 1 : 2,
    );
    expect(kinds).toEqual([...kinds].sort());
    expect(kinds).toContain(1);
    // Among the names that only contain the term, the capital comes first.
    expect(body[kinds.indexOf(2)]).toMatchObject({ name: 'São Paulo', uf: 'SP' });

    const prefix = await search('search=bel&limit=5');
    expect(names(prefix.body).slice(0, 2)).toEqual(['Belém/PA', 'Belo Horizonte/MG']);
  });

  it('filters by UF and honours the limit', async () => {
    const { body } = await search('search=bom%20jesus&uf=pi');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((m: { uf: string }) => m.uf === 'PI')).toBe(true);
    expect((await search('limit=3')).body).toHaveLength(3);
    expect((await search('')).body).toHaveLength(20);
  });

  it('takes % and _ literally', async () => {
    expect((await search('search=%25')).body).toEqual([]);
    expect((await search('search=_')).body).toEqual([]);
  });

  it('refuses a limit above 50, a bad UF and control characters with 400', async () => {
    for (const query of ['limit=51', 'limit=0', 'uf=RJX', 'uf=1', 'search=a%00b']) {
      expect((await search(query)).status, query).toBe(400);
    }
  });

  it('gives one municipality by its code: 404 for an unknown one, 400 for a malformed one', async () => {
    const app = await createTestApp();
    const found = await app.inject({ url: '/api/municipalities/3303906' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      code: 3303906,
      name: 'Petrópolis',
      uf: 'RJ',
      latitude: -22.52,
      longitude: -43.1926,
    });
    const unknown = await app.inject({ url: '/api/municipalities/9999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Município não encontrado',
      statusCode: 404,
      code: 'not_found',
    });
    expect((await app.inject({ url: '/api/municipalities/33039' })).statusCode).toBe(400);
  });
});
