import type { FileTypeResult } from 'file-type/node';

export interface ImageKind {
  ext: 'jpg' | 'png' | 'webp';
  mime: string;
}

/**
 * Decides whether sniffed bytes are an image we accept (JPEG, PNG, WebP: what the service can
 * decode and clean, see clean-image.ts). The file's name and declared type are never consulted:
 * a renamed text file has no image signature.
 */
export function acceptedImageKind(detected: FileTypeResult | undefined): ImageKind | undefined {
  switch (detected?.ext) {
    case 'jpg':
    case 'png':
    case 'webp':
      return { ext: detected.ext, mime: detected.mime };
    default:
      return undefined;
  }
}
