import decode from 'heic-decode';
import { imageMessages, MAX_IMAGE_PIXELS } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';

export interface RawPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  channels: 4;
}

/**
 * An iPhone's HEIC photo as RGBA pixels. npm's sharp has no HEVC decoder, so libheif (compiled
 * to WebAssembly, through heic-decode) decodes it. The primary image's dimensions are read
 * before its pixels, and over 40 megapixels it is refused without decoding.
 */
export async function decodeHeic(bytes: Buffer, label: string): Promise<RawPixels> {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    throw createError(400, imageMessages.unreadable(label));
  }
  const [primary] = images;
  if (!primary?.width || !primary.height) throw createError(400, imageMessages.unreadable(label));
  if (primary.width * primary.height > MAX_IMAGE_PIXELS)
    throw createError(400, imageMessages.tooManyPixels(label));
  try {
    const { data, width, height } = await primary.decode();
    return { data, width, height, channels: 4 };
  } catch {
    throw createError(400, imageMessages.unreadable(label));
  }
}
