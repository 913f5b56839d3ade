import type { FileTypeResult } from 'file-type/node';

/** A format a photo is stored in: what browsers show and the cleaner writes. */
export interface StoredKind {
  ext: 'jpg' | 'png' | 'webp';
  mime: string;
}

/** A format a photo may arrive in: the stored ones, and HEIC (iPhones), stored as JPEG. */
export interface ImageKind {
  ext: StoredKind['ext'] | 'heic';
  mime: string;
}

/**
 * Decides whether sniffed bytes are an image we accept (JPEG, PNG, WebP or HEIC: what the
 * service can decode and clean, see clean-image.ts). The file's name and declared type are never
 * consulted: a renamed text file has no image signature.
 */
export function acceptedImageKind(detected: FileTypeResult | undefined): ImageKind | undefined {
  switch (detected?.ext) {
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
