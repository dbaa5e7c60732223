import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileMessages } from '../src/plugins/app/files/content';
import { HttpError } from '../src/lib/http-error';
import { readMultipart } from '../src/plugins/external/multipart';
import { createTestApp, testConfig, testDatabase } from './helpers/test-app';
import {
  addUploadRoute,
  elfExecutable,
  fileViewer,
  htmlAsPdf,
  hugePngHeader,
  jpegWithGps,
  multipartRequest,
  nothingStored,
  samplePdf,
  samplePng,
  storedCounts,
  svg,
  windowsExecutable,
} from './helpers/files';
import { apiError } from './helpers/errors';

async function uploadApp(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  const database = await testDatabase();
  const app = await createTestApp({}, { config, database });
  addUploadRoute(app);
  return { app, config, db: database.db };
}

type Upload = { id: string; contentType: string; size: number; url: string };

async function upload(
  app: Awaited<ReturnType<typeof uploadApp>>['app'],
  kind: string,
  data: Buffer,
  filename: string,
  extra: { name: string; value: string }[] = [],
) {
  const request = await multipartRequest([
    { name: 'kind', value: kind },
    ...extra,
    { name: 'file', data, filename },
  ]);
  return app.inject({ method: 'POST', url: '/test/upload', ...request });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('uploads refused by content', () => {
  const cases = [
    {
      what: 'an HTML page named .pdf',
      kind: 'certificate',
      data: htmlAsPdf,
      filename: 'certificado.pdf',
      status: 415,
      code: 'unsupported_media_type',
      message: fileMessages.typeImageOrPdf,
    },
    {
      what: 'an SVG with a script',
      kind: 'user_photo',
      data: svg,
      filename: 'foto.svg',
      status: 415,
      code: 'unsupported_media_type',
      message: fileMessages.typeImage,
    },
    {
      what: 'a Linux executable named .jpg',
      kind: 'solicitation_photo',
      data: elfExecutable,
      filename: 'foto.jpg',
      status: 415,
      code: 'unsupported_media_type',
      message: fileMessages.typeImage,
    },
    {
      what: 'a Windows executable named .jpg',
      kind: 'driver_form',
      data: windowsExecutable,
      filename: 'formulario.jpg',
      status: 415,
      code: 'unsupported_media_type',
      message: fileMessages.typeImageOrPdf,
    },
    {
      what: 'a 20000×20000 PNG header',
      kind: 'solicitation_photo',
      data: hugePngHeader(),
      filename: 'mapa.png',
      status: 413,
      code: 'payload_too_large',
      message: fileMessages.tooManyPixels,
    },
    {
      what: 'a PDF where only photos are taken',
      kind: 'user_photo',
      data: samplePdf,
      filename: 'foto.pdf',
      status: 415,
      code: 'unsupported_media_type',
      message: fileMessages.typeImage,
    },
  ];

  it.each(cases)('refuses $what with $status and stores nothing', async (sample) => {
    const { app, config, db } = await uploadApp();
    const res = await upload(app, sample.kind, sample.data, sample.filename);
    expect(res.statusCode).toBe(sample.status);
    expect(res.json()).toEqual({
      message: sample.message,
      statusCode: sample.status,
      code: sample.code,
    });
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('refuses a 30 MB file with 413 while streaming it, storing nothing', async () => {
    const { app, config, db } = await uploadApp();
    const big = Buffer.alloc(30 * 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(app, 'solicitation_photo', big, 'grande.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(apiError(413, 'payload_too_large', fileMessages.tooLarge));
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('refuses a buffer over 10 MB handed to the service directly', async () => {
    const { app, config, db } = await uploadApp();
    await app.ready();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await expect(
      app.files.prepare({ data: big, kind: 'certificate', ownerId: null }),
    ).rejects.toMatchObject({ statusCode: 413, message: fileMessages.tooLarge });
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('refuses a truncated PNG (right magic bytes, broken data) with 415', async () => {
    const { app, config, db } = await uploadApp();
    const png = await samplePng();
    const res = await upload(app, 'user_photo', png.subarray(0, 60), 'quebrada.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(fileMessages.unreadableImage);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });
});

describe('photos', () => {
  it('re-encodes a user photo as a 500×500 WEBP without EXIF or GPS', async () => {
    const { app } = await uploadApp();
    const jpeg = await jpegWithGps();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString('latin1')).toContain('Phone');

    const res = await upload(app, 'user_photo', jpeg, 'perfil.jpg');
    expect(res.statusCode).toBe(200);
    const [file] = res.json<{ files: Upload[] }>().files;
    expect(file).toMatchObject({ contentType: 'image/webp' });

    const served = await app.inject(file!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toMatch(
      /^inline; filename="foto-[0-9a-f]{8}\.webp"$/,
    );
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 500, height: 500 });
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Phone'))).toBe(false);
  });

  it('keeps a request photo within 1920 px and never enlarges a small one', async () => {
    const { app } = await uploadApp();
    const large = await upload(app, 'solicitation_photo', await samplePng(3000, 1000), 'a.png');
    const small = await upload(app, 'solicitation_photo', await samplePng(300, 200), 'b.png');
    const sizes = await Promise.all(
      [large, small].map(async (res) => {
        const [file] = res.json<{ files: Upload[] }>().files;
        return sharp((await app.inject(file!.url)).rawPayload).metadata();
      }),
    );
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [1920, 640],
      [300, 200],
    ]);
  });
});

describe('small copies of photos', () => {
  const dimensions = async (app: Awaited<ReturnType<typeof uploadApp>>['app'], url: string) => {
    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    const { format, width, height } = await sharp(served.rawPayload).metadata();
    return { type: served.headers['content-type'], format, width, height };
  };

  it('serves a ≤ 480 px WEBP copy of each photo with variant=small, the photo without', async () => {
    const { app } = await uploadApp();
    const photo = await upload(app, 'solicitation_photo', await samplePng(3000, 1000), 'a.png');
    const avatar = await upload(app, 'user_photo', await jpegWithGps(), 'perfil.jpg');
    const [request] = photo.json<{ files: Upload[] }>().files;
    const [profile] = avatar.json<{ files: Upload[] }>().files;

    expect(await dimensions(app, `${request!.url}&variant=small`)).toEqual({
      type: 'image/webp',
      format: 'webp',
      width: 480,
      height: 160,
    });
    expect(await dimensions(app, request!.url)).toMatchObject({ width: 1920, height: 640 });
    expect(await dimensions(app, `${profile!.url}&variant=small`)).toMatchObject({
      width: 160,
      height: 160,
    });
    const small = await app.inject(`${profile!.url}&variant=small`);
    expect(small.rawPayload.includes(Buffer.from('Phone'))).toBe(false);
  });

  it('serves a document as it is for variant=small and refuses an unknown variant', async () => {
    const { app } = await uploadApp();
    const res = await upload(app, 'certificate', samplePdf, 'c.pdf');
    const [file] = res.json<{ files: Upload[] }>().files;
    const served = await app.inject(`${file!.url}&variant=small`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samplePdf)).toBe(true);
    expect((await app.inject(`${file!.url}&variant=large`)).statusCode).toBe(400);
  });

  it('goes with its photo, and a photo stored in a failed request leaves neither', async () => {
    const { app, config, db } = await uploadApp();
    const res = await upload(app, 'solicitation_photo', await samplePng(800, 600), 'a.png');
    const [file] = res.json<{ files: Upload[] }>().files;
    expect(await storedCounts(db, config.DATA_DIR)).toEqual({ rows: 2, contents: 0, onDisk: 2 });

    await app.files.remove([file!.id]);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);

    const failed = await upload(app, 'solicitation_photo', await samplePng(), 'b.png', [
      { name: 'fail', value: '1' },
    ]);
    expect(failed.statusCode).toBe(409);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });
});

describe('documents and signed links', () => {
  it('serves a PDF certificate byte for byte, inline, with restrictive headers', async () => {
    const { app } = await uploadApp();
    const res = await upload(app, 'certificate', samplePdf, 'certificado.pdf');
    expect(res.statusCode).toBe(200);
    const [file] = res.json<{ files: Upload[] }>().files;
    expect(file).toMatchObject({ contentType: 'application/pdf', size: samplePdf.length });
    expect(file!.url).toMatch(
      new RegExp(`^/api/files/${file!.id}\\?s=[0-9a-f-]{36}&exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );

    const served = await app.inject(file!.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samplePdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A PDF never opens in our origin: it downloads, and would be sandboxed if it did not.
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="certificado-${file!.id.slice(-8)}.pdf"`,
    );
    // Certificates and photos are personal data: no cache keeps them.
    expect(served.headers['cache-control']).toBe('private, no-store');
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain('sandbox');
  });

  it("opens a PDF in the browser with disposition=inline, still sandboxed, for 'Abrir PDF'", async () => {
    const { app } = await uploadApp();
    const [file] = (await upload(app, 'certificate', samplePdf, 'certificado.pdf')).json<{
      files: Upload[];
    }>().files;

    const served = await app.inject(`${file!.url}&disposition=inline`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(samplePdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="certificado-${file!.id.slice(-8)}.pdf"`,
    );
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    // Anything else asked for is refused, not taken for an attachment.
    expect((await app.inject(`${file!.url}&disposition=attachment`)).statusCode).toBe(400);
  });

  it('refuses a tampered, mismatched, missing or expired signature with 403', async () => {
    const { app } = await uploadApp();
    const first = (await upload(app, 'certificate', samplePdf, 'a.pdf')).json<{ files: Upload[] }>()
      .files[0]!;
    const second = (await upload(app, 'certificate', samplePdf, 'b.pdf')).json<{
      files: Upload[];
    }>().files[0]!;
    const url = new URL(first.url, 'http://drones.test');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const s = url.searchParams.get('s')!;
    const other = await fileViewer(app);
    const tamperedSig = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `/api/files/${first.id}?s=${s}&exp=${exp}&sig=${tamperedSig}`,
      `/api/files/${first.id}?s=${s}&exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/files/${second.id}?s=${s}&exp=${exp}&sig=${sig}`,
      // Another live session cannot borrow the signature.
      `/api/files/${first.id}?s=${other.sessionId}&exp=${exp}&sig=${sig}`,
      // Links of the former shape, without a session.
      `/api/files/${first.id}?exp=${exp}&sig=${sig}`,
      `/api/files/${first.id}?s=${s}&exp=${exp}`,
      `/api/files/${first.id}`,
    ];
    for (const attempt of attempts) {
      const res = await app.inject(attempt);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toEqual({
        message: 'Link inválido ou expirado.',
        statusCode: 403,
        code: 'forbidden',
      });
    }

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    const expired = await app.inject(first.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Link inválido ou expirado.');
  });

  it('answers 404 for a correctly signed unknown id and 400 for a malformed one', async () => {
    const { app } = await uploadApp();
    await app.ready();
    const unknown = await app.inject(
      app.files.signedUrl('0190a000-0000-7000-8000-000000000000', await fileViewer(app)),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Arquivo não encontrado.',
      statusCode: 404,
      code: 'not_found',
    });
    const malformed = await app.inject('/api/files/..%2F..%2Fetc%2Fpasswd?exp=1&sig=x');
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps links valid across restarts through DATA_DIR/files-secret (mode 0600)', async () => {
    const first = await uploadApp();
    const [file] = (await upload(first.app, 'certificate', samplePdf, 'a.pdf')).json<{
      files: Upload[];
    }>().files;
    await first.app.close();
    const secretFile = path.join(first.config.DATA_DIR, 'files-secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const again = await createTestApp({}, { config: first.config });
    expect((await again.inject(file!.url)).statusCode).toBe(200);
    await again.close();

    const otherSecret = await createTestApp({ FILES_SECRET: 'x'.repeat(32) });
    expect((await otherSecret.inject(file!.url)).statusCode).toBe(403);
  });
});

describe('multipart reading', () => {
  it('keeps the last value of a repeated field and lists every value', async () => {
    const { app } = await uploadApp();
    const request = await multipartRequest([
      { name: 'kind', value: 'certificate' },
      { name: 'observation', value: 'primeira' },
      { name: 'observation', value: 'última' },
      { name: 'removePhotos[]', value: 'a' },
      { name: 'removePhotos[]', value: 'b' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/test/upload', ...request });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fields: { observation: 'última', removePhotos: 'b' },
      fieldValues: { observation: ['primeira', 'última'], removePhotos: ['a', 'b'] },
      files: [],
    });
  });

  it('accepts several files of up to 10 MB in one request', async () => {
    const { app, config, db } = await uploadApp();
    const nineMb = Buffer.concat([samplePdf, Buffer.alloc(9 * 1024 * 1024, 0x20)]);
    const request = await multipartRequest([
      { name: 'file', data: nineMb, filename: 'a.pdf' },
      { name: 'file', data: nineMb, filename: 'b.pdf' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/test/upload', ...request });
    expect(res.statusCode).toBe(200);
    const stored = res.json<{ files: Upload[] }>().files;
    expect(stored.map((file) => file.size)).toEqual([nineMb.length, nineMb.length]);
    expect((await storedCounts(db, config.DATA_DIR)).rows).toBe(2);
    const served = await app.inject(stored[1]!.url);
    expect(served.rawPayload.equals(nineMb)).toBe(true);
  });

  it('refuses a file in a field that takes none with 400', async () => {
    const { app, config, db } = await uploadApp();
    const request = await multipartRequest([
      { name: 'avatar', data: samplePdf, filename: 'x.pdf' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/test/upload', ...request });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ path: 'avatar' }] });
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('refuses more than 10 files with 413 and stores none of them', async () => {
    const { app, config, db } = await uploadApp();
    const request = await multipartRequest(
      Array.from({ length: 11 }, (_, i) => ({
        name: 'file',
        data: samplePdf,
        filename: `${i}.pdf`,
      })),
    );
    const res = await app.inject({ method: 'POST', url: '/test/upload', ...request });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(fileMessages.tooManyFiles);
    expect(await storedCounts(db, config.DATA_DIR)).toEqual(nothingStored);
  });

  it('refuses a text field over 100 KB with 413', async () => {
    const { app } = await uploadApp();
    const request = await multipartRequest([
      { name: 'observation', value: 'a'.repeat(101 * 1024) },
    ]);
    const res = await app.inject({ method: 'POST', url: '/test/upload', ...request });
    expect(res.statusCode).toBe(413);
  });

  it('answers 415 to a body that is not multipart and leaves JSON parsing alone', async () => {
    const { app } = await uploadApp();
    app.post('/test/json', async (request) => request.body);
    const json = await app.inject({ method: 'POST', url: '/test/upload', payload: { kind: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Envie os dados como multipart/form-data.');
    const echoed = await app.inject({ method: 'POST', url: '/test/json', payload: { a: 1 } });
    expect(echoed.json()).toEqual({ a: 1 });
  });

  it('answers 400 to a malformed multipart body', async () => {
    const { app } = await uploadApp();
    const res = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload:
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('uploads wait in temporary files', () => {
  /** A route that reports where its files wait, then fails when asked to. */
  async function peekApp() {
    const { app, config } = await uploadApp();
    const seen: { path: string; size: number; mode: number }[] = [];
    app.post('/test/peek', async (request) => {
      const { fields, files } = await readMultipart(request, { fileFields: ['file'] });
      for (const file of files.file ?? []) {
        seen.push({ ...file, mode: statSync(file.path).mode & 0o777 });
      }
      if (fields.fail) throw new HttpError(409, 'Falhou.');
      return { n: seen.length };
    });
    const uploads = path.join(config.DATA_DIR, 'uploads');
    const left = () => (existsSync(uploads) ? readdirSync(uploads) : []);
    // Removed by the onResponse hook, which may finish just after the answer arrives.
    return { app, seen, uploads, left };
  }

  it('streams each file to a 0600 file under DATA_DIR/uploads, gone once answered', async () => {
    const { app, seen, uploads, left } = await peekApp();
    const big = Buffer.alloc(9 * 1024 * 1024, 0x41);
    const request = await multipartRequest([
      { name: 'file', data: samplePdf, filename: 'a.pdf' },
      { name: 'file', data: big, filename: 'b.bin' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/test/peek', ...request });
    expect(res.json()).toEqual({ n: 2 });
    expect(seen).toEqual([
      { path: expect.stringMatching(`^${uploads}/`), size: samplePdf.length, mode: 0o600 },
      { path: expect.stringMatching(`^${uploads}/`), size: big.length, mode: 0o600 },
    ]);
    await vi.waitFor(() => expect(left()).toEqual([]));
  });

  it('removes them when the request fails, in the handler or while streaming', async () => {
    const { app, seen, left } = await peekApp();
    const failing = await multipartRequest([
      { name: 'file', data: samplePdf, filename: 'a.pdf' },
      { name: 'fail', value: '1' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/test/peek', ...failing });
    expect(res.statusCode).toBe(409);
    expect(seen).toHaveLength(1);
    await vi.waitFor(() => expect(left()).toEqual([]));

    const tooLarge = await multipartRequest([
      { name: 'file', data: samplePdf, filename: 'a.pdf' },
      { name: 'file', data: Buffer.alloc(11 * 1024 * 1024), filename: 'b.bin' },
    ]);
    const refused = await app.inject({ method: 'POST', url: '/test/peek', ...tooLarge });
    expect(refused.statusCode).toBe(413);
    await vi.waitFor(() => expect(left()).toEqual([]));
  });

  it('removes them when the client goes away mid-upload', async () => {
    const { app, left } = await peekApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'limite';
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /test/peek HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        'Content-Length: 5000000\r\n\r\n' +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    socket.write(Buffer.alloc(256 * 1024, 0x41));
    await vi.waitFor(() => expect(left()).toHaveLength(1));
    socket.destroy();
    await vi.waitFor(() => expect(left()).toEqual([]));
  });

  it('sweeps what a crashed process left there an hour ago, at start-up', async () => {
    const config = testConfig();
    const uploads = path.join(config.DATA_DIR, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const old = new Date(Date.now() - 2 * 3600 * 1000);
    writeFileSync(path.join(uploads, 'antigo'), 'x');
    utimesSync(path.join(uploads, 'antigo'), old, old);
    writeFileSync(path.join(uploads, 'recente'), 'x');
    const app = await createTestApp({}, { config });
    await app.ready();
    await vi.waitFor(() => expect(readdirSync(uploads)).toEqual(['recente']));
  });
});
