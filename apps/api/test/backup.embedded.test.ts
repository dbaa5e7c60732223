import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backup } from '../src/backup/backup';
import { restore } from '../src/backup/restore';
import { openPglite } from '../src/db/client';
import { expectServed, requestWithPhoto, tempDir } from './helpers/backup';
import { migratedDataDir } from './helpers/pglite-template';
import { SLOW_MS, testConfig } from './helpers/test-app';

const root = path.resolve(import.meta.dirname, '../../..');

describe('backup and restore', () => {
  it(
    'restores the embedded database, files and secret: counts, hashes and old links match',
    async () => {
      const config = testConfig({ DATA_DIR: await migratedDataDir('drones-live-') });
      const live = await openPglite(config.DATA_DIR);
      const { link, photo } = await requestWithPhoto(config, live);
      // The embedded database is backed up with its lock: a running server refuses the backup.
      await expect(backup(config, tempDir('refused'))).rejects.toThrow(/já está em uso/);
      await live.close();

      const out = path.join(tempDir('backup'), 'noite');
      const manifest = await backup(config, out);
      expect(manifest).toMatchObject({ database: 'pglite', fileStore: 'disk', secret: 'file' });
      // The photo and its small copy.
      expect(manifest.counts).toMatchObject({ solicitations: 1, files: 2 });
      expect(Object.keys(manifest.files)).toHaveLength(2);
      await expect(backup(config, out)).rejects.toThrow(/não está vazia/);

      const target = testConfig({ DATA_DIR: tempDir('restored') });
      await restore(target, out);
      // A second restore into the same place would overwrite data: refused.
      await expect(restore(target, out)).rejects.toThrow(/não está vazi/);
      const restored = await openPglite(target.DATA_DIR);
      await expectServed(target, restored, link, photo);
      await restored.close();
    },
    SLOW_MS,
  );

  it(
    'refuses a restore whose files do not match the manifest',
    async () => {
      const config = testConfig({ DATA_DIR: await migratedDataDir('drones-live-') });
      const live = await openPglite(config.DATA_DIR);
      await requestWithPhoto(config, live);
      await live.close();
      const out = path.join(tempDir('backup'), 'noite');
      const manifest = await backup(config, out);
      const [id] = Object.keys(manifest.files);
      writeFileSync(path.join(out, 'files', id!), 'corrompido');
      await expect(restore(testConfig({ DATA_DIR: tempDir('restored') }), out)).rejects.toThrow(
        `arquivo ${id}: conteúdo diferente`,
      );
    },
    SLOW_MS,
  );

  it(
    'refuses a manifest naming a path outside its folder, before writing anything',
    async () => {
      const secret = { FILES_SECRET: 'x'.repeat(32) };
      const config = testConfig({ DATA_DIR: await migratedDataDir('drones-live-'), ...secret });
      const out = path.join(tempDir('backup'), 'noite');
      const manifest = await backup(config, out);
      // Bytes where `files/../evil` points, so a restore that followed it would copy them.
      writeFileSync(path.join(out, 'evil'), 'fora');
      const outside = path.join(tempDir('outside'), 'abs');
      // The target's parent, to see that nothing lands in the target nor beside it.
      const parent = tempDir('restored');
      const target = testConfig({ DATA_DIR: path.join(parent, 'data'), ...secret });
      const tamper = (bad: string) =>
        writeFileSync(
          path.join(out, 'manifest.json'),
          JSON.stringify({ ...manifest, files: { ...manifest.files, [bad]: 'f'.repeat(64) } }),
        );
      const refusal = (bad: string) => `O manifesto do backup tem um caminho inválido: ${bad}`;

      tamper(outside);
      await expect(restore(target, out)).rejects.toThrow(refusal(outside));
      tamper('../evil');
      await expect(restore(target, out)).rejects.toThrow(refusal('../evil'));
      const script = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/api/scripts/restore.ts', '--from', out],
        {
          cwd: root,
          env: { ...process.env, ...secret, DATA_DIR: target.DATA_DIR, DATABASE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(script.status).toBe(1);
      expect(script.stderr).toContain(refusal('../evil'));
      expect(readdirSync(parent)).toEqual([]);
      expect(readdirSync(path.dirname(outside))).toEqual([]);
      // A real embedded backup and the script's own process (tsx compiling it) take seconds each.
    },
    SLOW_MS,
  );
});
