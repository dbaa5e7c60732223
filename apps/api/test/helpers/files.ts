import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../src/db/client';
import { fileContents, files } from '../../src/db/schema';
import type { FileKind } from '../../src/plugins/app/files/content';
import type { FileViewer } from '../../src/plugins/app/files/file-service';
import { HttpError } from '../../src/lib/http-error';
import { readMultipart } from '../../src/plugins/external/multipart';
import { signUp, type Account } from './accounts';

export type Part =
  { name: string; value: string } | { name: string; data: Buffer; filename: string };

/** A multipart/form-data request built the way a browser's FormData is sent. */
export async function multipartRequest(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('data' in part)
      form.append(part.name, new Blob([new Uint8Array(part.data)]), part.filename);
    else form.append(part.name, part.value);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A live session to sign file URLs for: a new account's, as GET /api/auth/sessions shows it. */
export async function fileViewer(app: FastifyInstance, account?: Account): Promise<FileViewer> {
  const { auth } = account ?? (await signUp(app));
  const res = await app.inject({ url: '/api/auth/sessions', headers: auth });
  const current = res.json<{ id: string; current: boolean }[]>().find((s) => s.current);
  if (!current) throw new Error(`no current session: ${res.body}`);
  return { sessionId: current.id };
}

/**
 * A route for tests only: stores the `file` parts as `kind` in one transaction, which fails
 * after storing when the `fail` field is present. Its URLs are signed for one test account's
 * session.
 */
export function addUploadRoute(app: FastifyInstance) {
  let viewer: Promise<FileViewer> | undefined;
  app.post('/test/upload', async (request) => {
    const {
      fields,
      fieldValues,
      files: uploads,
    } = await readMultipart(request, {
      fileFields: ['file'],
    });
    const kind = (fields.kind ?? 'certificate') as FileKind;
    const prepared = await app.files.prepareEach(uploads.file ?? [], { kind, ownerId: null });
    const stored = await app.files.transaction(async (tx) => {
      const saved = [];
      for (const file of prepared) saved.push(await app.files.store(file, tx));
      if (fields.fail) throw new HttpError(409, 'Falhou depois de gravar.');
      return saved;
    });
    return {
      fields,
      fieldValues,
      files: await Promise.all(
        stored.map(async (file) => ({
          ...file,
          url: app.files.signedUrl(file.id, await (viewer ??= fileViewer(app))),
        })),
      ),
    };
  });
}

/** How many files exist anywhere: rows, bytea contents, and names on disk (tmp included). */
export async function storedCounts(db: Db, dataDir: string) {
  const [rows] = await db.select({ n: count() }).from(files);
  const [contents] = await db.select({ n: count() }).from(fileContents);
  const root = path.join(dataDir, 'files');
  const tmp = path.join(root, 'tmp');
  const onDisk =
    (existsSync(root) ? readdirSync(root).filter((name) => name !== 'tmp').length : 0) +
    (existsSync(tmp) ? readdirSync(tmp).length : 0);
  return { rows: rows!.n, contents: contents!.n, onDisk };
}

export const nothingStored = { rows: 0, contents: 0, onDisk: 0 };

export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export function samplePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '22/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '43/1 10/1 0/1',
      },
    })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header announcing 20000×20000 pixels (400 megapixels) with almost no data. */
export function hugePngHeader(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const htmlAsPdf = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/users")</script></body></html>',
);
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const elfExecutable = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120),
]);
export const windowsExecutable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

/** A multipart request as `who`. */
export async function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  who: Account,
  parts: Part[],
) {
  const form = await multipartRequest(parts);
  return app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...who.auth },
  });
}

export function fieldParts(fields: Record<string, string>): Part[] {
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

/** The file id a signed URL `/api/files/{id}?…` carries. */
export function fileIdOf(url: string): string {
  return /^\/api\/files\/([0-9a-f-]{36})\?/.exec(url)![1]!;
}

/**
 * `value` with every signed file URL cut to its path: what two sessions are shown is the same
 * file, behind URLs signed for each of them.
 */
export function unsigned<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replace(/(\/api\/files\/[0-9a-f-]{36})\?[^"]*/g, '$1'),
  ) as T;
}
