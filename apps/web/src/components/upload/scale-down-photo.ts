import { MAX_FILE_BYTES } from './use-file-selection';

/** The longest side a photo is sent with: plenty for the server, which re-encodes it. */
const MAX_PHOTO_SIDE = 2000;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const QUALITY = 0.85;

/**
 * A JPEG, PNG or WEBP photo longer than 2000 px on a side, drawn again at 2000 px in the same
 * type, so that a phone sends a fraction of the bytes. Anything else, and any photo the browser
 * cannot decode or write back in its own type, goes as it was: the server re-encodes it anyway.
 */
export async function scaleDownPhoto(file: File): Promise<File> {
  if (!PHOTO_TYPES.has(file.type)) return file;
  try {
    // The bitmap is already turned as the photo's EXIF orientation says.
    const bitmap = await createImageBitmap(file);
    const scale = MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, file.type, QUALITY),
    );
    // A browser that cannot write this type answers PNG instead.
    if (!blob || blob.type !== file.type || blob.size > MAX_FILE_BYTES) return file;
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** Every file of an upload, photos scaled down one at a time (a decoded photo is large). */
export async function scaleDownPhotos(files: readonly File[]): Promise<File[]> {
  const scaled: File[] = [];
  for (const file of files) scaled.push(await scaleDownPhoto(file));
  return scaled;
}
