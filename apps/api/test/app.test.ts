import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { openPglite } from '../src/db/client';
import { migratedMemoryDatabase } from './helpers/pglite-template';
import { createTestApp, SLOW_MS, testConfig, testDatabase } from './helpers/test-app';
import { insertEquipment, insertSolicitation, insertUser } from './helpers/fixtures';

/** A started app whose embedded database has since closed, as if the database had gone. */
async function appWithDatabaseGone() {
  const database = await migratedMemoryDatabase();
  const app = await createTestApp({}, { database });
  await app.ready();
  await database.close();
  return app;
}

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const app = await createTestApp();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it(
    'answers 503 when the database does not answer',
    async () => {
      const app = await appWithDatabaseGone();
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    },
    SLOW_MS,
  );
});

describe('probes', () => {
  it(
    'answers live while the process runs, even with the database gone',
    async () => {
      const app = await appWithDatabaseGone();
      const res = await app.inject('/api/health/live');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    },
    SLOW_MS,
  );

  it('answers ready when database, files and migrations are in order', async () => {
    const app = await createTestApp();
    // Each check has a short deadline; on cores the rest of the suite starves one can miss it.
    const res = await vi.waitFor(
      async () => {
        const answer = await app.inject('/api/health/ready');
        expect(answer.statusCode).toBe(200);
        return answer;
      },
      { timeout: 30_000 },
    );
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it(
    'names the database when it does not answer',
    async () => {
      const app = await appWithDatabaseGone();
      const res = await app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failing: ['database', 'migrations'] });
    },
    SLOW_MS,
  );

  it('names the files when the file store cannot be written', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drones-ready-'));
    // A plain file where the store's directory should be: nothing can be written under it.
    writeFileSync(path.join(dataDir, 'files'), '');
    const app = await createTestApp({}, { config: testConfig({ DATA_DIR: dataDir }) });
    // On starved cores the database's check can miss its deadline too: asked again, only the
    // files stay failing.
    await vi.waitFor(
      async () => {
        const res = await app.inject('/api/health/ready');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'unavailable', failing: ['files'] });
      },
      { timeout: 30_000 },
    );
  });

  it('names closing, and answers other requests 503 in Portuguese with Retry-After', async () => {
    const app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Two requests begun (headers not yet complete) when the app starts to close.
    const begun = ['/api/health/ready', '/api/users/driversLength'].map((url) => {
      const socket = connect(port, '127.0.0.1');
      socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n`);
      // A reset shows as an empty answer, which the assertions name.
      socket.on('error', () => {});
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      return { socket, answer };
    });
    // Both accepted by the server before it starts to close, however busy the machine.
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    await vi.waitFor(async () => expect(await connections()).toBe(2), { timeout: 20_000 });
    const closed = app.close();
    await vi.waitFor(() => expect(app.closing).toBe(true));
    for (const { socket } of begun) socket.write('\r\n');
    const [ready = '', other = ''] = await Promise.all(begun.map(({ answer }) => answer));
    await closed;
    expect(ready).toMatch(/^HTTP\/1\.1 503/);
    expect(ready).toContain('{"status":"unavailable","failing":["closing"]}');
    expect(other).toMatch(/^HTTP\/1\.1 503/);
    expect(other.toLowerCase()).toContain('retry-after: 5');
    expect(other).toContain(
      '{"message":"Serviço temporariamente indisponível, tente novamente em instantes.","statusCode":503,"code":"unavailable"}',
    );
  });
});

describe('public counters', () => {
  it('count drivers, equipment and finished requests from the database', async () => {
    const { db } = await testDatabase();
    const app = await createTestApp();
    const zero = await Promise.all([
      app.inject('/api/users/driversLength'),
      app.inject('/api/equipment/length'),
      app.inject('/api/solicitation/finishedLength'),
    ]);
    expect(zero.map((r) => r.json())).toEqual([
      { driversCount: 0 },
      { equipmentsCount: 0 },
      { solictationsFinishedCount: 0 },
    ]);

    const pilots = [await insertUser(db), await insertUser(db), await insertUser(db)];
    const government = await insertUser(db, 'GOVERNMENT');
    await insertUser(db, 'ADMIN');
    await insertEquipment(db, pilots[0]!.id);
    await insertEquipment(db, pilots[0]!.id);
    await insertSolicitation(db, government.id, true);
    await insertSolicitation(db, government.id, false);

    const drivers = await app.inject('/api/users/driversLength');
    const equipments = await app.inject('/api/equipment/length');
    const finished = await app.inject('/api/solicitation/finishedLength');
    expect(drivers.json()).toEqual({ driversCount: 3 });
    expect(equipments.json()).toEqual({ equipmentsCount: 2 });
    expect(finished.json()).toEqual({ solictationsFinishedCount: 1 });
  });
});

describe('serving', () => {
  function webDist() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'drones-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
    writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
    return dir;
  }

  it('answers unknown /api paths with a 404 JSON error', async () => {
    const app = await createTestApp({ WEB_DIST: webDist() });
    const res = await app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      message: 'Rota não encontrada.',
      statusCode: 404,
      code: 'not_found',
    });
  });

  it('serves the SPA with history fallback and long-lived hashed assets', async () => {
    const app = await createTestApp({ WEB_DIST: webDist() });
    const page = await app.inject('/solicitations/123');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>SPA</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const root = await app.inject('/');
    expect(root.body).toContain('<title>SPA</title>');

    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const post = await app.inject({ method: 'POST', url: '/sobre' });
    expect(post.statusCode).toBe(404);
  });

  it('serves the pages the build prerendered at their paths, revalidated, the shell elsewhere', async () => {
    const dist = webDist();
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'index.html'), '<title>Início</title>');
    writeFileSync(path.join(dist, 'prerendered', 'sobre.html'), '<title>Sobre</title>');
    const app = await createTestApp({ WEB_DIST: dist });
    const pages = await Promise.all(['/', '/sobre', '/login'].map((url) => app.inject(url)));
    expect(
      pages.map((page) => [page.statusCode, page.body, page.headers['cache-control']]),
    ).toEqual([
      [200, '<title>Início</title>', 'no-cache'],
      [200, '<title>Sobre</title>', 'no-cache'],
      [200, '<!doctype html><title>SPA</title>', 'no-cache'],
    ]);
    expect((await app.inject({ method: 'HEAD', url: '/sobre' })).statusCode).toBe(200);
  });

  it('lets no cache keep an API answer, error or not', async () => {
    const app = await createTestApp({ WEB_DIST: webDist() });
    for (const url of ['/api/health', '/api/users/currentUser', '/api/nao-existe']) {
      const res = await app.inject(url);
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    expect((await app.inject('/solicitations')).headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict content security policy and other security headers', async () => {
    const app = await createTestApp();
    const res = await app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("tells the web the map's tile server and lets it load the tiles", async () => {
    const app = await createTestApp({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    });
    const res = await app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.org;",
    );
  });

  it('compresses large responses', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI description with the counters', async () => {
    const app = await createTestApp();
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const spec = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/driversLength',
        '/api/equipment/length',
        '/api/solicitation/finishedLength',
      ]),
    );
  });
});

describe('embedded database', () => {
  it(
    'keeps data across restarts and re-applies no migration',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drones-persist-'));
      const first = await openPglite(dataDir);
      await insertUser(first.db);
      await first.close();

      const second = await openPglite(dataDir);
      const app = await createTestApp(
        {},
        { config: testConfig({ DATA_DIR: dataDir }), database: second },
      );
      expect((await app.inject('/api/users/driversLength')).json()).toEqual({ driversCount: 1 });
      await app.close();
      await second.close();

      const raw = await PGlite.create(path.join(dataDir, 'pglite'));
      const applied = await raw.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      await raw.close();
    },
    SLOW_MS,
  );
});
