import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { call, pilotDataPeople } from './helpers/pilot-data';

const ID = '0190a5b2-1111-7000-8000-0000000000aa';
const cursorOf = (createdAt: string, id = ID) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

// Shaped like our cursors, but no timestamp PostgreSQL would take.
const crafted = [
  '2026-13-45 99:99:99+00',
  '2026-02-30 10:00:00+00',
  '2026-01-01 24:00:00+00',
  '0000-01-01 10:00:00+00',
  '2026-01-01 10:00:00+99',
  '2026-01-01 10:00:60.5Z',
];

describe('paging cursors', () => {
  it.each([
    '/api/solicitation',
    '/api/users',
    '/api/equipment',
    '/api/missionReport',
    '/api/audit',
  ])('%s answers 400 to a crafted cursor, never 500', async (path) => {
    const app = await createTestApp();
    const { admin } = await pilotDataPeople(app);
    for (const createdAt of crafted) {
      const res = await call(app, 'GET', `${path}?cursor=${cursorOf(createdAt)}`, admin);
      expect({ createdAt, status: res.statusCode }).toEqual({ createdAt, status: 400 });
      expect(res.json()).toMatchObject({ message: 'Cursor inválido.' });
    }
    // A well-formed one still pages.
    const res = await call(
      app,
      'GET',
      `${path}?cursor=${cursorOf('2026-02-28 23:59:59.123456+00')}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
  });
});
