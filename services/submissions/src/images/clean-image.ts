import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { imageMessages, MAX_IMAGE_PIXELS } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { ImageKind } from './image-kind';

// A server decodes each photo once: libvips' operation cache would only hold memory.
sharp.cache(false);

const encoders: Record<ImageKind['ext'], (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
};

/**
 * Decodes a photo and encodes it again in its own format (docs/product.md#limits), so what is
 * stored is only pixels: no metadata survives (EXIF with its GPS position, comments, anything
 * appended), and a file that does not decode is refused. The header is read first: a photo
 * declaring more than 40 megapixels is refused before any pixel is decoded, so a small file
 * cannot make the service allocate gigabytes. EXIF orientation is applied before it goes.
 */
export async function cleanImage(bytes: Buffer, kind: ImageKind, label: string): Promise<Buffer> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here, so no pixel limit applies yet: the dimensions are judged below.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw createError(400, imageMessages.unreadable(label));
  }
  if (!width || !height) throw createError(400, imageMessages.unreadable(label));
  if (width * height > MAX_IMAGE_PIXELS) throw createError(400, imageMessages.tooManyPixels(label));
  try {
    // The pixel limit again, enforced by the decoder itself; a damaged file fails on its warnings.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
    return await encoders[kind.ext](image).toBuffer();
  } catch {
    throw createError(400, imageMessages.unreadable(label));
  }
}
