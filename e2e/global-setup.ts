import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminAccount, publicSeed, seedDatabase } from './support/seed';
import { startSmtpCapture } from './support/smtp-capture';
import { startTileServer } from './support/tile-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    seed: typeof publicSeed;
    admin: typeof adminAccount;
    /** Where the SMTP capture server writes each message it receives (.eml). */
    mailDir: string;
    /** The origin of the local map tile server MAP_TILE_URL points to. */
    tileOrigin: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

/**
 * Starts the built app exactly as `npm start` does, on a fresh data directory seeded with rows and
 * an admin, sending its e-mail to a local SMTP capture server.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drones-e2e-'));
  await seedDatabase(dataDir);
  const smtp = await startSmtpCapture();
  const tiles = await startTileServer();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      PUBLIC_URL: baseURL,
      GOVERNMENT_APPROVAL: 'admin',
      MAP_TILE_URL: tiles.urlTemplate,
      // Every journey signs its people up from this one address, more than the 30 an hour one
      // address may; the limits themselves are tested in the API suite.
      RATE_LIMIT_MULTIPLIER: '4',
      // The automatic call-out's "minute" lasts three seconds, so a journey sees its next step.
      CALLOUT_MINUTE_SECONDS: '3',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, child);
  project.provide('baseURL', baseURL);
  project.provide('seed', publicSeed);
  project.provide('admin', adminAccount);
  project.provide('mailDir', smtp.dir);
  project.provide('tileOrigin', tiles.origin);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await smtp.close();
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(smtp.dir, { recursive: true, force: true });
  };
}
