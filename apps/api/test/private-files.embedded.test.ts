import { chmodSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backup } from '../src/backup/backup';
import { restore } from '../src/backup/restore';
import { signUpPayload } from './helpers/accounts';
import { samplePng } from './helpers/files';
import { migratedDataDir } from './helpers/pglite-template';
import { startServer } from './helpers/server-process';
import { SLOW_MS, testConfig } from './helpers/test-app';

// docs/design.md §9: DATA_DIR, the embedded database in it and backups are private to the service.

/** Everything under `root` (itself included) that a group or other user may use. */
function notPrivate(root: string): string[] {
  const paths = [root, ...readdirSync(root, { recursive: true, encoding: 'utf8' })];
  return paths
    .map((entry) => (entry === root ? root : path.join(root, entry)))
    .filter((file) => {
      const { mode } = statSync(file);
      return (mode & 0o077) !== 0 || (statSync(file).isDirectory() && (mode & 0o777) !== 0o700);
    })
    .map((file) => `${(statSync(file).mode & 0o777).toString(8)} ${file}`);
}

/** Opens `root` and everything under it to group and others, as a looser umask would leave them. */
function openToOthers(root: string): void {
  for (const entry of ['', ...readdirSync(root, { recursive: true, encoding: 'utf8' })]) {
    const file = path.join(root, entry);
    chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);
  }
}

describe('files on disk', () => {
  it(
    'keeps DATA_DIR, the embedded database, the stored files and backups private',
    async () => {
      // An existing DATA_DIR open to others is closed at start, its database's files too.
      const dataDir = await migratedDataDir('drones-private-');
      openToOthers(dataDir);
      expect(notPrivate(dataDir)).not.toEqual([]);
      const server = await startServer(dataDir);
      expect(await server.healthy()).toBe(true);

      const payload = signUpPayload();
      const form = new FormData();
      for (const [field, value] of Object.entries(payload)) form.set(field, String(value));
      form.set('urlPhoto', new Blob([new Uint8Array(await samplePng())]), 'eu.png');
      const signUp = await fetch(`${server.url}/api/users`, { method: 'POST', body: form });
      expect(signUp.status).toBe(201);
      const forgot = await fetch(`${server.url}/api/users/forgotPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: payload.email }),
      });
      expect(forgot.status).toBe(202);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      expect(readdirSync(path.join(dataDir, 'files')).length).toBeGreaterThan(0);
      expect(notPrivate(dataDir)).toEqual([]);

      const config = testConfig({ DATA_DIR: dataDir });
      const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'drones-private-backup-')), 'noite');
      await backup(config, out);
      expect(notPrivate(out)).toEqual([]);

      const restored = path.join(mkdtempSync(path.join(os.tmpdir(), 'drones-private-')), 'data');
      await restore(testConfig({ DATA_DIR: restored }), out);
      expect(notPrivate(restored)).toEqual([]);
      // A server, a backup and a restore, each opening the embedded database: seconds each.
    },
    SLOW_MS,
  );
});
