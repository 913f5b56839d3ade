import { createError } from '@cardbridge/service-kit';
import type { ImageStore, StoredImageFile } from './image-store';

export interface FindImageInput {
  /** The stored file's own name (`<fileId>.<ext>`). */
  file: string;
  /** When set, only this seller's own images are found: anyone else's is "not found". */
  sellerId?: string;
}

/**
 * Finds a stored photo by its name. Only a stored image's own name finds anything (no path is
 * ever built from it), and a seller asking for someone else's photo is told it does not exist.
 */
export async function findImage(
  { file, sellerId }: FindImageInput,
  { store }: { store: Pick<ImageStore, 'find'> },
): Promise<StoredImageFile> {
  const found = await store.find(file);
  if (!found || (sellerId !== undefined && found.sellerId !== sellerId)) {
    throw createError(404, 'Image not found');
  }
  return found;
}
