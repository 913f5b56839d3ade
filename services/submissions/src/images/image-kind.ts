import type { FileTypeResult } from 'file-type/node';

export interface ImageKind {
  ext: 'jpg' | 'png' | 'webp' | 'heic';
  mime: string;
}

/**
 * Decides whether sniffed bytes are an image we accept (JPEG, PNG, WebP, HEIC). The file's
 * name and declared type are never consulted: a renamed text file has no image signature.
 */
export function acceptedImageKind(detected: FileTypeResult | undefined): ImageKind | undefined {
  if (!detected) return undefined;
  switch (detected.ext) {
    case 'jpg':
    case 'png':
    case 'webp':
      return { ext: detected.ext, mime: detected.mime };
    case 'heic':
      return { ext: 'heic', mime: 'image/heic' };
    default:
      return undefined;
  }
}
