import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { signUp, type Account } from './helpers/accounts';
import { fieldParts, samplePdf, samplePng, sendForm } from './helpers/files';
import { call } from './helpers/pilot-data';
import { createTestAppWithConfig } from './helpers/test-app';
import { apiError } from './helpers/errors';

const KB = 1024;

/** A valid PDF of about `size` bytes (padded with a comment), stored as sent. */
function pdfOf(size: number): Buffer {
  return Buffer.concat([samplePdf, Buffer.from(`%${'x'.repeat(size - samplePdf.length - 2)}\n`)]);
}

function sendDriverForm(app: FastifyInstance, pilot: Account, data: Buffer = samplePdf) {
  return sendForm(app, 'POST', '/api/driverForm', pilot, [
    { name: 'driverForm', data, filename: 'anac.pdf' },
  ]);
}

/** The account's files (the small copies of photos are not the account's). */
async function usage(app: FastifyInstance, ownerId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.variantOf)));
  return row!.n;
}

describe('storage quotas per account', () => {
  it('refuses a file that would take the account past its bytes, keeping nothing of it', async () => {
    const { app } = await createTestAppWithConfig({ FILE_QUOTA_MB: '1' });
    const pilot = await signUp(app);
    expect((await sendDriverForm(app, pilot, pdfOf(400 * KB))).statusCode).toBe(201);
    expect((await sendDriverForm(app, pilot, pdfOf(400 * KB))).statusCode).toBe(201);

    const over = await sendDriverForm(app, pilot, pdfOf(400 * KB));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(
      apiError(413, 'payload_too_large', 'Limite de armazenamento atingido: 1 MB por conta.'),
    );
    expect(await usage(app, pilot.id)).toBe(2);
    // A smaller file still fits; another account has its own quota.
    expect((await sendDriverForm(app, pilot, pdfOf(100 * KB))).statusCode).toBe(201);
    expect((await sendDriverForm(app, await signUp(app), pdfOf(400 * KB))).statusCode).toBe(201);
  });

  it('refuses the file past the account count, rolling the whole form back', async () => {
    const { app } = await createTestAppWithConfig({ FILE_QUOTA_FILES: '2' });
    const pilot = await signUp(app);
    expect((await sendDriverForm(app, pilot)).statusCode).toBe(201);

    // Two certificates when one is left: neither the record nor the first certificate stays.
    const form = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts({ habilities: 'Termografia', areasExpertise: 'Enchentes', operateKm: '10' }),
      { name: 'documents', data: samplePdf, filename: 'a.pdf' },
      { name: 'documents', data: samplePdf, filename: 'b.pdf' },
    ]);
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual(
      apiError(413, 'payload_too_large', 'Limite de 2 arquivos por conta atingido.'),
    );
    expect(await usage(app, pilot.id)).toBe(1);
    expect((await call(app, 'GET', '/api/users/currentUser', pilot)).json().additionalData).toBe(
      null,
    );

    expect((await sendDriverForm(app, pilot)).statusCode).toBe(201);
    expect((await sendDriverForm(app, pilot)).json().message).toBe(
      'Limite de 2 arquivos por conta atingido.',
    );
  });

  it('keeps at most DRIVER_FORM_QUOTA ANAC forms, and a deleted one makes room', async () => {
    const { app } = await createTestAppWithConfig({ DRIVER_FORM_QUOTA: '2' });
    const pilot = await signUp(app);
    const first = await sendDriverForm(app, pilot);
    expect((await sendDriverForm(app, pilot)).statusCode).toBe(201);

    const third = await sendDriverForm(app, pilot);
    expect(third.statusCode).toBe(413);
    expect(third.json()).toEqual(
      apiError(413, 'payload_too_large', 'Limite de 2 formulários ANAC atingido.'),
    );
    // Other kinds of file are not ANAC forms.
    const certificate = await sendForm(app, 'POST', '/api/additionalData', pilot, [
      ...fieldParts({ habilities: 'Termografia', areasExpertise: 'Enchentes', operateKm: '10' }),
      { name: 'documents', data: samplePdf, filename: 'a.pdf' },
    ]);
    expect(certificate.statusCode).toBe(201);

    const removed = await call(app, 'DELETE', `/api/driverForm/${first.json().id}`, pilot);
    expect(removed.statusCode).toBe(204);
    expect((await sendDriverForm(app, pilot)).statusCode).toBe(201);
  });

  it('counts a photo swap by its net result', async () => {
    const { app } = await createTestAppWithConfig({ FILE_QUOTA_FILES: '1' });
    const pilot = await signUp(app);
    const photo = async () => [{ name: 'urlPhoto', data: await samplePng(), filename: 'eu.png' }];
    const url = `/api/users/${pilot.id}`;
    expect((await sendForm(app, 'PUT', url, pilot, await photo())).statusCode).toBe(200);
    const swapped = await sendForm(app, 'PUT', url, pilot, await photo());
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().urlPhoto).toEqual(expect.stringMatching(/^\/api\/files\//));
    expect(await usage(app, pilot.id)).toBe(1);
    // The swapped photo still counts: a new file is over the quota.
    expect((await sendDriverForm(app, pilot)).statusCode).toBe(413);
    expect(await usage(app, pilot.id)).toBe(1);
  });

  it('lets no two concurrent uploads of one account pass the quota together', async () => {
    const { app } = await createTestAppWithConfig({ FILE_QUOTA_FILES: '2' });
    const pilot = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendDriverForm(app, pilot)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413, 413]);
    expect(await usage(app, pilot.id)).toBe(2);
  });
});
