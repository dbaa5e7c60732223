import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin, signUp } from './helpers/accounts';
import { createTestApp, createTestAppWithConfig } from './helpers/test-app';

const redocly = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** A built web app as the build lays it out: the shell, and the public pages it prerendered. */
function builtWebDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'drones-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  mkdirSync(path.join(dist, 'prerendered'));
  for (const page of ['index', 'sobre', 'privacidade', 'login', 'register']) {
    writeFileSync(path.join(dist, 'prerendered', `${page}.html`), `<title>${page}</title>`);
  }
  return dist;
}

describe('OpenAPI description', () => {
  it("passes Redocly's recommended lint with no error and no warning, as production serves it", async () => {
    const app = await createTestApp({
      NODE_ENV: 'production',
      API_DOCS: 'public',
      WEB_DIST: builtWebDist(),
    });
    expect((await app.inject('/sobre')).body).toBe('<title>sobre</title>');
    const res = await app.inject('/api/docs/json');
    const paths = Object.keys((res.json() as { paths: object }).paths);
    expect(paths).toContain('/api/health');
    // The pages are the web app's, not API operations.
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'drones-openapi-')), 'openapi.json');
    writeFileSync(file, res.body);

    const run = spawnSync(redocly, ['lint', '--extends', 'recommended', '--format', 'json', file], {
      encoding: 'utf8',
      // No telemetry or update check: the lint must not reach the network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(run.stdout) as LintReport;
    const problems = report.problems.map(
      (p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("declares the login's device cookie", async () => {
    const app = await createTestApp();
    const doc = (await app.inject('/api/docs/json')).json();
    const ok = doc.paths['/api/auth/login'].post.responses['200'];
    expect(ok.headers['Set-Cookie']).toMatchObject({
      description: expect.stringContaining('dispositivo'),
      schema: { type: 'string' },
    });
    expect(ok.content['application/json'].schema.properties).toHaveProperty('accessToken');
  });

  it('is open to signed-in admins only with API_DOCS=admin', async () => {
    const { app } = await createTestAppWithConfig({ API_DOCS: 'admin' });
    const pilot = await signUp(app);
    const admin = await createAdmin(app);
    for (const url of ['/api/docs/json', '/api/docs']) {
      expect((await app.inject(url)).statusCode).toBe(401);
      expect((await app.inject({ url, headers: pilot.auth })).statusCode).toBe(403);
    }
    const res = await app.inject({ url: '/api/docs/json', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.any(String) });
  });
});
