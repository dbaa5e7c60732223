import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { fileKindEnum } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';

export type FileKind = (typeof fileKindEnum.enumValues)[number];

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 10;
// Checked against the image header, so a decompression bomb is refused before any pixel is
// decoded.
const MAX_INPUT_PIXELS = 50_000_000;

export const fileMessages = {
  tooLarge: 'Arquivo muito grande. O limite é 10 MB por arquivo.',
  tooManyFiles: `Envie no máximo ${MAX_FILES_PER_REQUEST} arquivos por vez.`,
  typeImageOrPdf: 'Tipo de arquivo não permitido. Envie JPEG, PNG, WEBP ou PDF.',
  typeImage: 'Tipo de arquivo não permitido. Envie JPEG, PNG ou WEBP.',
  tooManyPixels: 'Imagem muito grande. O limite é de 50 megapixels.',
  unreadableImage: 'Não foi possível ler a imagem. Envie um arquivo JPEG, PNG ou WEBP válido.',
} as const;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);
const PDF_MAGIC = Buffer.from('%PDF-');

interface Box {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

interface Policy {
  image: Box;
  /** Photos also get a small copy for lists and cards (docs/design.md §10). */
  small?: Box;
  acceptsPdf: boolean;
}

// Documents keep more pixels than photos so that scanned text stays legible.
const policies: Record<FileKind, Policy> = {
  // Avatars show at most 128 CSS px: 160 px is sharp on most phone screens.
  user_photo: {
    image: { width: 500, height: 500, fit: 'cover' },
    small: { width: 160, height: 160, fit: 'cover' },
    acceptsPdf: false,
  },
  solicitation_photo: {
    image: { width: 1920, height: 1920, fit: 'inside' },
    small: { width: 480, height: 480, fit: 'inside' },
    acceptsPdf: false,
  },
  mission_document: { image: { width: 2560, height: 2560, fit: 'inside' }, acceptsPdf: true },
  certificate: { image: { width: 2560, height: 2560, fit: 'inside' }, acceptsPdf: true },
  driver_form: { image: { width: 2560, height: 2560, fit: 'inside' }, acceptsPdf: true },
};

/** A file received in a request, written to a temporary file by the multipart reader. */
export interface UploadedFile {
  readonly path: string;
  readonly size: number;
}

/** What a service hands to `files.store`: an upload kept on disk, or bytes already in memory. */
export type Upload = UploadedFile | Buffer;

export function sizeOf(upload: Upload): number {
  return Buffer.isBuffer(upload) ? upload.length : upload.size;
}

/** The first `length` bytes, read without loading the rest of the file. */
async function headOf(upload: Upload, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(upload)) return upload.subarray(0, length);
  const handle = await open(upload.path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface PreparedContent {
  /** What to store: the re-encoded image, or the upload itself (a PDF is kept as sent). */
  data: Upload;
  size: number;
  contentType: 'image/webp' | 'application/pdf';
  /** The small WEBP copy of a photo (≤ 480 px a side). */
  small?: Buffer;
}

/**
 * Decides what an upload is by its bytes (never its name or the client's MIME type) and turns it
 * into what we store: images re-encoded as WEBP without metadata (EXIF, GPS), PDFs as they are.
 */
export async function prepareContent(upload: Upload, kind: FileKind): Promise<PreparedContent> {
  const size = sizeOf(upload);
  if (size > MAX_FILE_BYTES) throw new HttpError(413, fileMessages.tooLarge);
  const policy = policies[kind];
  const refused = () =>
    new HttpError(415, policy.acceptsPdf ? fileMessages.typeImageOrPdf : fileMessages.typeImage);

  // Only the header is read: an upload on disk never comes whole into memory here.
  const type = Buffer.isBuffer(upload)
    ? await fileTypeFromBuffer(upload)
    : await fileTypeFromFile(upload.path);
  if (type?.mime === 'application/pdf' && policy.acceptsPdf) {
    if (!(await headOf(upload, PDF_MAGIC.length)).equals(PDF_MAGIC)) throw refused();
    return { data: upload, size, contentType: 'application/pdf' };
  }
  if (!type || !IMAGE_TYPES.has(type.mime)) throw refused();
  const data = await reencode(upload, policy.image);
  // Made from the re-encoded photo: already upright, smaller to decode, and known to be valid.
  const small = policy.small && (await resized(sharp(data), policy.small, 75));
  return { data, size: data.length, contentType: 'image/webp', ...(small && { small }) };
}

function resized(image: Sharp, target: Box, quality: number): Promise<Buffer> {
  return image
    .resize({ ...target, withoutEnlargement: target.fit === 'inside' })
    .webp({ quality })
    .toBuffer();
}

async function reencode(upload: Upload, target: Box): Promise<Buffer> {
  const unreadable = () => new HttpError(415, fileMessages.unreadableImage);
  // sharp reads a path itself; only the re-encoded result (at most 2560 px a side) is a Buffer.
  const input = Buffer.isBuffer(upload) ? upload : upload.path;
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // sharp reads only the header here and refuses one that announces more than the limit.
  const metadata = await image.metadata().catch((error: unknown) => {
    throw /pixel limit/i.test((error as Error).message)
      ? new HttpError(413, fileMessages.tooManyPixels)
      : unreadable();
  });
  if (!SHARP_FORMATS.has(metadata.format)) throw unreadable();
  try {
    // rotate() applies the EXIF orientation, which is about to be dropped with the rest of the
    // metadata (sharp keeps none unless asked to).
    return await resized(image.rotate(), target, 82);
  } catch {
    throw unreadable();
  }
}
