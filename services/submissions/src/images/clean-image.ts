import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { imageMessages, MAX_IMAGE_PIXELS } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import { decodeHeic } from './decode-heic';
import type { ImageKind, StoredKind } from './image-kind';

// A server decodes each photo once: libvips' operation cache would only hold memory.
sharp.cache(false);

const encoders: Record<StoredKind['ext'], (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
};

const jpeg: StoredKind = { ext: 'jpg', mime: 'image/jpeg' };

export interface CleanedImage {
  bytes: Buffer;
  /** What was stored: the photo's own format, or JPEG for a HEIC photo. */
  kind: StoredKind;
}

/**
 * Decodes a photo and encodes it again (docs/product.md#limits), so what is stored is only
 * pixels: no metadata survives (EXIF with its GPS position, comments, anything appended), and a
 * file that does not decode is refused. The header is read first: a photo declaring more than
 * 40 megapixels is refused before any pixel is decoded, so a small file cannot make the service
 * allocate gigabytes. EXIF orientation is applied before it goes. JPEG, PNG and WebP keep their
 * format; HEIC, which browsers cannot show, is stored as JPEG.
 */
export async function cleanImage(
  bytes: Buffer,
  kind: ImageKind,
  label: string,
): Promise<CleanedImage> {
  if (kind.ext === 'heic') {
    const pixels = await decodeHeic(bytes, label);
    return { bytes: await reencode(sharp(pixels.data, { raw: pixels }), jpeg, label), kind: jpeg };
  }
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
  // The pixel limit again, enforced by the decoder itself; a damaged file fails on its warnings.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
  return { bytes: await reencode(image, kind as StoredKind, label), kind: kind as StoredKind };
}

async function reencode(image: Sharp, kind: StoredKind, label: string): Promise<Buffer> {
  try {
    return await encoders[kind.ext](image).toBuffer();
  } catch {
    throw createError(400, imageMessages.unreadable(label));
  }
}
