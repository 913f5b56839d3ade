import { randomBytes } from 'node:crypto';

/** A real 8x8 JPEG (made with sharp). */
export const smallJpeg = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==',
  'base64',
);

/** A real 1x1 PNG. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A decodable JPEG of about `bytes` bytes, made without an image library: the real 8x8 image
 * with noise in application segments (APP15), which decoders skip and the submissions service's
 * cleaning drops. For upload sizes and limits; its stored (cleaned) size is tiny.
 */
export function paddedJpeg(bytes = 4096): Buffer {
  const segments: Buffer[] = [];
  let room = bytes - smallJpeg.length;
  while (room > 4) {
    const length = Math.min(65_535, room - 2);
    segments.push(Buffer.from([0xff, 0xef, length >> 8, length & 0xff]), randomBytes(length - 2));
    room -= length + 2;
  }
  return Buffer.concat([smallJpeg.subarray(0, 2), ...segments, smallJpeg.subarray(2)]);
}
