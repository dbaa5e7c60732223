import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backup } from '../src/backup/backup';
import { restore } from '../src/backup/restore';
import { openPostgres } from '../src/db/client';
import { expectServed, requestWithPhoto, tempDir } from './helpers/backup';
import { testConfig } from './helpers/test-app';

describe('backup and restore on PostgreSQL', () => {
  it('restores PostgreSQL from a live backup into an empty database', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const names = ['backup_source', 'backup_target'].map(
      (name) => `${base.pathname.slice(1) || 'test'}_${name}_${process.env.VITEST_POOL_ID ?? 1}`,
    );
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    for (const name of names) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
    await admin.end();
    const [sourceUrl, targetUrl] = names.map((name) => {
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    });

    const config = testConfig({ DATABASE_URL: sourceUrl!, DATA_DIR: tempDir('live') });
    const source = await openPostgres(sourceUrl!, 2);
    const { link, photo } = await requestWithPhoto(config, source);
    const out = path.join(tempDir('backup'), 'noite');
    // Taken while the source stays open and in use.
    const manifest = await backup(config, out);
    await source.close();
    expect(manifest).toMatchObject({ database: 'postgres', secret: 'file' });
    expect(readFileSync(path.join(out, 'files-secret'))).toEqual(
      readFileSync(path.join(config.DATA_DIR, 'files-secret')),
    );

    const target = testConfig({ DATABASE_URL: targetUrl!, DATA_DIR: tempDir('restored') });
    await restore(target, out);
    const restored = await openPostgres(targetUrl!, 2);
    await expectServed(target, restored, link, photo);
    await restored.close();
  });
});
