import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { finished, pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { FileInfo } from 'busboy';
import { fileTypeStream } from 'file-type/node';
import { imageMessages, MAX_IMAGE_BYTES, MAX_IMAGES } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { HttpError } from '@cardbridge/service-kit';
import { cleanImage } from './clean-image';
import { acceptedImageKind } from './image-kind';
import { ObjectId } from './image-store';
import type { ImageStore, ObjectIdType } from './image-store';

export interface UploadedImage {
  fileId: ObjectIdType;
  path: string;
  contentType: string;
  size: number;
}

export interface MultipartUpload {
  /**
   * The text fields sent before the first file part (the sell form sends every field first).
   * A field sent after an image is ignored.
   */
  fields: Record<string, string>;
  /**
   * Reads the image parts as they arrive, each typed by its first bytes, decodes and cleans
   * them (clean-image.ts) and stores the cleaned images in GridFS. On any refusal the rest of
   * the request is drained unread, every file already stored is deleted and the first problem
   * is thrown: nothing is left behind.
   */
  storeImages: (store: ImageStore, sellerId: string) => Promise<UploadedImage[]>;
  /** Reads the rest of the request without storing any of it (after a refusal). */
  discard: () => Promise<void>;
}

/** The form's file field (docs/product.md#api: `images`, repeated). */
const IMAGE_FIELD = 'images';

type FilePart = [name: string, file: Readable & { truncated?: boolean }, info: FileInfo];

/**
 * Starts reading a multipart submission and answers once its text fields are in, before a byte
 * of any image has been read: busboy holds the first file part (and the request behind it)
 * until `storeImages` or `discard` consumes it, so a submission can be refused for its fields
 * before anything reaches GridFS.
 */
export async function openMultipart(req: IncomingMessage): Promise<MultipartUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { files: MAX_IMAGES, fileSize: MAX_IMAGE_BYTES, fields: 30, fieldSize: 10_000 },
    });
  } catch {
    throw createError(415, 'Send the submission as multipart/form-data');
  }

  // No prototype: a part named `__proto__` or `constructor` is just an unknown field.
  const fields = Object.create(null) as Record<string, string>;
  let firstFileSeen = false;
  let tooMany = false;
  let onFile: ((...part: FilePart) => void) | undefined;
  const held: FilePart[] = [];
  /** File parts still being read; ended by force when the request breaks off. */
  const active = new Set<Readable>();

  let fieldsIn: () => void = () => undefined;
  const fieldsRead = new Promise<void>((resolve) => (fieldsIn = resolve));

  parser.on('field', (name, value) => {
    if (!firstFileSeen) fields[name] = value;
  });
  parser.on('filesLimit', () => (tooMany = true));
  parser.on('file', (name, file, info) => {
    firstFileSeen = true;
    fieldsIn();
    // busboy destroys an unfinished part with the parser's error ("Unexpected end of form");
    // a part nobody reads yet (held, or drained after a refusal) would raise it with no
    // listener and end the process. The request's own failure is reported through `finished`.
    file.on('error', () => undefined);
    active.add(file);
    file.once('close', () => active.delete(file));
    if (onFile) onFile(name, file, info);
    else held.push([name, file, info]);
  });

  const finished = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(createError(400, 'Malformed multipart request')));
    // A client that goes away mid-upload never ends its parts: end them, so the stores in
    // progress fail and what they wrote is removed.
    // A reset connection is an interrupted upload too (reported by 'close' below).
    req.on('error', () => undefined);
    req.on('close', () => {
      if (!req.complete) reject(createError(400, 'Upload was interrupted'));
    });
    req.pipe(parser);
  });
  const ended = finished.then(
    () => undefined,
    (error: HttpError) => {
      req.unpipe(parser);
      for (const file of active) file.destroy(error);
      return error;
    },
  );

  await Promise.race([fieldsRead, ended]);
  // Broken off or malformed before the fields were complete: nothing to decide on.
  if (!firstFileSeen) {
    const failure = await ended;
    if (failure) throw failure;
  }

  const consume = (handler: (...part: FilePart) => void) => {
    onFile = handler;
    for (const part of held.splice(0)) handler(...part);
  };

  return {
    fields,
    discard: async () => {
      consume((_name, file) => file.resume());
      await ended;
    },
    storeImages: async (store, sellerId) => {
      const images: (UploadedImage | undefined)[] = [];
      const written: ObjectIdType[] = [];
      const pending: Promise<void>[] = [];
      let failure: HttpError | undefined;
      const fail = (error: HttpError) => {
        failure ??= error;
      };

      async function storeImage(file: FilePart[1], label: string, slot: number) {
        // 4100 bytes hold every signature file-type knows; only they are buffered first.
        // file-type waits for 'readable' or 'error': a part the broken request had already
        // destroyed emits neither again, so its failure is raced in.
        const typed = await Promise.race([
          fileTypeStream(file, { sampleSize: 4100 }),
          failureOf(file),
        ]);
        const kind = acceptedImageKind(typed.fileType);
        if (!kind) {
          typed.resume();
          throw createError(400, imageMessages.notAnImage(label));
        }
        // Decoding needs the whole part: at most 10 MB, where busboy cuts it and marks it truncated.
        const sent = await Promise.race([buffer(typed), failureOf(file)]);
        if (file.truncated) throw createError(413, imageMessages.tooLarge(label));
        const cleaned = await cleanImage(sent, kind, label);
        if (failure) return;
        const stored = cleaned.kind;
        const fileId = new ObjectId();
        const filename = `${fileId.toHexString()}.${stored.ext}`;
        written.push(fileId);
        const upload = store.openUpload(fileId, filename, { sellerId, contentType: stored.mime });
        await pipeline(Readable.from([cleaned.bytes]), upload);
        images[slot] = {
          fileId,
          path: `/uploads/${filename}`,
          contentType: stored.mime,
          size: upload.length,
        };
      }

      let slots = 0;
      let previous: Promise<void> = Promise.resolve();
      consume((name, file, info) => {
        if (name !== IMAGE_FIELD || failure) {
          file.resume();
          return;
        }
        const slot = slots;
        slots += 1;
        // One part at a time, in the seller's order: the next part is not read until this one
        // is stored, so the request waits and memory holds one photo (10 MB and its pixels).
        previous = previous
          .then(() =>
            failure ? void file.resume() : storeImage(file, info.filename || 'A file', slot),
          )
          .catch((error: unknown) => {
            file.resume();
            fail(isClientError(error) ? error : createError(500, String(error)));
          });
        pending.push(previous);
      });

      const broken = await ended;
      if (broken) fail(broken);
      if (tooMany) fail(createError(400, imageMessages.tooMany));
      await Promise.allSettled(pending);
      if (failure) {
        await store.remove(written);
        throw failure;
      }
      return images.filter((image) => image !== undefined);
    },
  };
}

/** Rejects when the stream fails or is destroyed before its end; never settles otherwise. */
function failureOf(stream: Readable): Promise<never> {
  return finished(stream).then(
    () => new Promise<never>(() => undefined),
    () => Promise.reject(createError(400, 'Malformed multipart request')),
  );
}

function isClientError(error: unknown): error is HttpError {
  return (
    error instanceof Error &&
    typeof (error as HttpError).status === 'number' &&
    (error as HttpError).status < 500
  );
}
