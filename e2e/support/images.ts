import { paddedJpeg } from '@cardbridge/service-kit/testing/images';

export {
  onePixelPng as pngBytes,
  paddedJpeg as jpegBytes,
} from '@cardbridge/service-kit/testing/images';

/** A real JPEG of about `bytes` bytes (the service decodes every photo) for a FormData upload. */
export function jpeg(bytes = 4096): Blob {
  return new Blob([new Uint8Array(paddedJpeg(bytes))], { type: 'image/jpeg' });
}
