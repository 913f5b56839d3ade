import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { onePixelPng, paddedJpeg, smallJpeg } from '@cardbridge/service-kit/testing/images';

/** A real 1x1 PNG. */
export const png = onePixelPng;

/**
 * A decodable JPEG of about `bytes` bytes whose cleaned size is tiny: for size limits, not for
 * quotas of stored bytes (see `noisyJpeg`).
 */
export const jpeg = paddedJpeg;

/** A JPEG of noise pixels, about `bytes` bytes, that stays about that size when re-encoded. */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.max(8, Math.round(Math.sqrt(bytes / 0.85)));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A JPEG whose EXIF carries a GPS position (as phones write it) and a camera make. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(smallJpeg)
    .withExif({
      IFD0: { Make: 'CardbridgeTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares `width` x `height` pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG signature and header followed by noise: it looks like a JPEG and does not decode. */
export function corruptJpeg(bytes = 4096): Buffer {
  const header = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([header, randomBytes(bytes - header.length - 2), Buffer.from([0xff, 0xd9])]);
}

/** An ISO-BMFF box declaring the HEIC brand, as iPhones write, then noise: it does not decode. */
export const heic = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0x00, 0x00, 0x00, 0x00]),
  Buffer.from('mif1heic'),
  randomBytes(512),
]);

/** Plain text, whatever name it is given. */
export const text = Buffer.from(
  'This is not an image, just a note renamed to look like one.\n'.repeat(20),
);
