import { randomBytes } from 'node:crypto';

/** A real 1x1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG of about `bytes` bytes: a JFIF header followed by noise (the bytes decide the type). */
export function jpeg(bytes = 2048): Buffer {
  const header = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([
    header,
    randomBytes(Math.max(0, bytes - header.length - 2)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An ISO-BMFF box declaring the HEIC brand, as iPhones write. */
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
