import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { insertFile } from '../src/plugins/app/files/file-rows';
import { createFileStore } from '../src/plugins/app/files/create-file-store';
import { HttpError } from '../src/lib/http-error';
import type { StoreInput } from '../src/plugins/app/files/file-service';
import { migratedDataDir } from './helpers/pglite-template';
import { createTestApp, SLOW_MS, testConfig, testDatabase } from './helpers/test-app';
import { fileViewer, nothingStored, samplePdf, samplePng, storedCounts } from './helpers/files';

const drivers = ['disk', 'postgres'] as const;

async function appWith(driver: (typeof drivers)[number]) {
  const config = testConfig({ FILE_STORE: driver });
  const database = await testDatabase();
  const app = await createTestApp({}, { config, database });
  await app.ready();
  return { app, config, db: database.db };
}

/** Prepares and stores one file in a transaction of its own, as a service would. */
async function storeNow(app: Awaited<ReturnType<typeof appWith>>['app'], input: StoreInput) {
  const prepared = await app.files.prepare(input);
  return app.files.transaction((tx) => app.files.store(prepared, tx));
}

describe.each(drivers)('FileStore driver %s', (driver) => {
  it('writes, reads and deletes bytes by id', async () => {
    const config = testConfig({ FILE_STORE: driver });
    const { db } = await testDatabase();
    const store = createFileStore(config);
    expect(store.driver).toBe(driver);
    const id = uuidv7();
    const data = Buffer.from([0, 1, 2, 255, 254]);
    await db.transaction(async (tx) => {
      await insertFile(tx, { id, ownerId: null, kind: 'certificate', contentType: 'x', size: 5 });
      await store.write(id, data, tx);
    });
    expect((await store.read(id, db))?.equals(data)).toBe(true);
    expect(await store.read(uuidv7(), db)).toBeNull();
    await store.delete([id, uuidv7()], db);
    expect(await store.read(id, db)).toBeNull();
    await store.delete([id], db);
  });

  it('stores, serves and removes a file through the service', async () => {
    const { app, config, db } = await appWith(driver);
    const file = await storeNow(app, { data: samplePdf, kind: 'driver_form', ownerId: null });
    expect(file).toMatchObject({ contentType: 'application/pdf', size: samplePdf.length });
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(
      driver === 'disk' ? { rows: 1, contents: 0, onDisk: 1 } : { rows: 1, contents: 1, onDisk: 0 },
    );
    const served = await app.inject(app.files.signedUrl(file.id, await fileViewer(app)));
    expect(served.rawPayload.equals(samplePdf)).toBe(true);

    await app.files.remove([file.id]);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
    expect((await app.inject(app.files.signedUrl(file.id, await fileViewer(app)))).statusCode).toBe(
      404,
    );
  });

  it('leaves no row and no bytes when the transaction that stored them fails', async () => {
    const { app, config, db } = await appWith(driver);
    const failure = new HttpError(409, 'Conflito.');
    const pdf = await app.files.prepare({ data: samplePdf, kind: 'certificate', ownerId: null });
    const png = await app.files.prepare({
      data: await samplePng(),
      kind: 'mission_document',
      ownerId: null,
    });
    await expect(
      app.files.transaction(async (tx) => {
        await app.files.store(pdf, tx);
        await app.files.store(png, tx);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('leaves nothing of a refused file even when the caller goes on and commits', async () => {
    const { app, config, db } = await appWith(driver);
    const pdf = await app.files.prepare({ data: samplePdf, kind: 'certificate', ownerId: null });
    const kept = await app.files.transaction(async (tx) => {
      // Bytes that cannot be read: the write fails after the row was inserted.
      const lost = { ...pdf, content: { ...pdf.content, data: { path: '/nao/existe', size: 1 } } };
      await expect(app.files.store(lost, tx)).rejects.toThrow();
      return app.files.store(pdf, tx);
    });
    const counts = await storedCounts(db, config.DATA_DIR);
    expect(counts.rows).toBe(1);
    expect(counts.contents + counts.onDisk).toBe(1);
    expect((await app.inject(app.files.signedUrl(kept.id, await fileViewer(app)))).statusCode).toBe(
      200,
    );
  });

  it('deletes the bytes of a removal only when its transaction commits', async () => {
    const { app, config, db } = await appWith(driver);
    const file = await storeNow(app, { data: samplePdf, kind: 'certificate', ownerId: null });
    await expect(
      app.files.transaction(async (tx) => {
        await app.files.remove([file.id], tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await app.inject(app.files.signedUrl(file.id, await fileViewer(app)))).statusCode).toBe(
      200,
    );

    await app.files.transaction((tx) => app.files.remove([file.id], tx));
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('refuses a transaction it did not open, so no caller can forget the clean-up', async () => {
    const { app, config, db } = await appWith(driver);
    const pdf = await app.files.prepare({ data: samplePdf, kind: 'certificate', ownerId: null });
    await expect(db.transaction((tx) => app.files.store(pdf, tx))).rejects.toThrow(
      /app\.files\.transaction/,
    );
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });
});

describe('disk sweep', () => {
  it('removes old partial writes and old bytes without a row, and keeps the rest', async () => {
    const { app, config, db } = await appWith('disk');
    const kept = await storeNow(app, { data: samplePdf, kind: 'certificate', ownerId: null });
    const root = path.join(config.DATA_DIR, 'files');
    const old = new Date(Date.now() - 2 * 3600 * 1000);
    const orphan = path.join(root, uuidv7());
    const recent = path.join(root, uuidv7());
    const partial = path.join(root, 'tmp', `${uuidv7()}.partial`);
    const writing = path.join(root, 'tmp', `${uuidv7()}.writing`);
    mkdirSync(path.dirname(partial), { recursive: true });
    for (const file of [orphan, recent, partial, writing]) writeFileSync(file, 'x');
    for (const file of [orphan, partial, path.join(root, kept.id)]) utimesSync(file, old, old);

    expect(await app.files.sweep()).toBe(1);
    const survivors = [orphan, recent, partial, writing, path.join(root, kept.id)].map((file) =>
      existsSync(file),
    );
    expect(survivors).toEqual([false, true, false, true, true]);
    expect((await storedCounts(db, config.DATA_DIR)).rows).toBe(1);
  });

  it(
    'sweeps at once at start-up when the embedded database holds DATA_DIR alone',
    async () => {
      const config = testConfig({ DATA_DIR: await migratedDataDir('drones-sweep-') });
      const orphan = path.join(config.DATA_DIR, 'files', uuidv7());
      const partial = path.join(config.DATA_DIR, 'files', 'tmp', `${uuidv7()}.partial`);
      const upload = path.join(config.DATA_DIR, 'uploads', uuidv7());
      for (const file of [orphan, partial, upload]) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, 'deixado por um processo morto com kill -9');
      }
      // No database given: the app opens the embedded one on DATA_DIR, with its lock.
      const app = await buildApp(config);
      try {
        await app.ready();
        // The sweep runs in the background after start-up: slow while the suite shares the cores.
        await vi.waitFor(
          () => expect([orphan, partial, upload].map(existsSync)).toEqual([false, false, false]),
          { timeout: 30_000 },
        );
      } finally {
        await app.close();
      }
    },
    SLOW_MS,
  );
});
