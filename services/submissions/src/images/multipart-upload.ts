import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { fileTypeStream } from 'file-type/node';
import { imageMessages, MAX_IMAGE_BYTES, MAX_IMAGES } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { HttpError } from '@cardbridge/service-kit';
import { acceptedImageKind } from './image-kind';
import { ObjectId } from './image-store';
import type { ImageStore, ObjectIdType } from './image-store';

export interface UploadedImage {
  fileId: ObjectIdType;
  path: string;
  contentType: string;
  size: number;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  images: UploadedImage[];
}

/** The form's file field (spec section 7: `images`, repeated). */
const IMAGE_FIELD = 'images';

/**
 * Reads a multipart submission, streaming each image into GridFS as it arrives, so memory does
 * not grow with the upload's size. Each file's type is decided by its first bytes. On any
 * refusal the rest of the request is drained unread, every file already stored is deleted, and
 * the first problem is thrown: nothing is left behind.
 */
export async function receiveMultipart(
  req: IncomingMessage,
  store: ImageStore,
  sellerId: string,
): Promise<ParsedUpload> {
  // No prototype: a part named `__proto__` or `constructor` is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  const images: (UploadedImage | undefined)[] = [];
  let slots = 0;
  const written: ObjectIdType[] = [];
  const pending: Promise<void>[] = [];
  /** File parts still being read; ended by force when the request breaks off. */
  const active = new Set<Readable>();
  let failure: HttpError | undefined;
  const fail = (error: HttpError) => {
    failure ??= error;
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: MAX_IMAGES, fileSize: MAX_IMAGE_BYTES, fields: 30, fieldSize: 10_000 },
    });
  } catch {
    throw createError(415, 'Send the submission as multipart/form-data');
  }

  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('filesLimit', () => fail(createError(400, imageMessages.tooMany)));
  parser.on('file', (name, file, info) => {
    if (name !== IMAGE_FIELD || failure) {
      file.resume();
      return;
    }
    const label = info.filename || 'A file';
    active.add(file);
    file.once('close', () => active.delete(file));
    // Parts are stored concurrently; the slot keeps the order the seller chose.
    const slot = slots;
    slots += 1;
    pending.push(
      storeImage(file, label, slot).catch((error: unknown) => {
        file.resume();
        fail(isClientError(error) ? error : createError(500, String(error)));
      }),
    );
  });

  async function storeImage(file: Readable & { truncated?: boolean }, label: string, slot: number) {
    // 4100 bytes hold every signature file-type knows; only they are buffered before streaming.
    const typed = await fileTypeStream(file, { sampleSize: 4100 });
    const kind = acceptedImageKind(typed.fileType);
    if (!kind) {
      typed.resume();
      throw createError(400, imageMessages.notAnImage(label));
    }
    const fileId = new ObjectId();
    const filename = `${fileId.toHexString()}.${kind.ext}`;
    written.push(fileId);
    const upload = store.openUpload(fileId, filename, { sellerId, contentType: kind.mime });
    await pipeline(typed, upload);
    // busboy drops whatever comes past 10 MB and marks the part truncated; the stored prefix is
    // removed with the rest of the request's files.
    if (file.truncated) throw createError(413, imageMessages.tooLarge(label));
    images[slot] = {
      fileId,
      path: `/uploads/${filename}`,
      contentType: kind.mime,
      size: upload.length,
    };
  }

  await new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(createError(400, 'Malformed multipart request')));
    // A client that goes away mid-upload never ends its parts: end them, so the stores
    // in progress fail and what they wrote is removed below.
    req.on('close', () => {
      if (!req.complete) reject(createError(400, 'Upload was interrupted'));
    });
    req.pipe(parser);
  }).catch((error: HttpError) => {
    fail(error);
    req.unpipe(parser);
    for (const file of active) file.destroy(error);
  });
  await Promise.allSettled(pending);

  if (failure) {
    await store.remove(written);
    throw failure;
  }
  return { fields, images: images.filter((image) => image !== undefined) };
}

function isClientError(error: unknown): error is HttpError {
  return (
    error instanceof Error &&
    typeof (error as HttpError).status === 'number' &&
    (error as HttpError).status < 500
  );
}
