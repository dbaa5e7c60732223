import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A PNG of random noise: it does not compress, so its size stays near `bytes`. */
export function noisePhoto(bytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
