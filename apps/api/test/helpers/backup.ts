import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { fieldParts, samplePng, sendForm } from './files';
import { requestFields, requestPeople } from './solicitations';
import { createTestApp } from './test-app';

export const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `drones-${name}-`));

/** A request with a photo, created through the API; answers its signed photo link. */
export async function requestWithPhoto(config: Config, database: Database) {
  const app = await createTestApp({}, { config, database });
  const { government } = await requestPeople(app);
  const res = await sendForm(app, 'POST', '/api/solicitation', government, [
    ...fieldParts({ ...requestFields, userId: government.id }),
    { name: 'urlsPhoto', data: await samplePng(), filename: 'rio.png' },
  ]);
  expect(res.statusCode).toBe(201);
  const link = res.json<{ urlsPhoto: string[] }>().urlsPhoto[0]!;
  const photo = (await app.inject(link)).rawPayload;
  await app.close();
  return { link, photo };
}

/** The signed link, served by an app on the restored data: same bytes. */
export async function expectServed(
  config: Config,
  database: Database,
  link: string,
  photo: Buffer,
) {
  const app = await createTestApp({}, { config, database });
  const res = await app.inject(link);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(photo)).toBe(true);
  await app.close();
}
