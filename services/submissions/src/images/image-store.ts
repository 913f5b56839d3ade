import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { Readable } from 'node:stream';

const { GridFSBucket, ObjectId } = mongoose.mongo;
type ObjectIdType = InstanceType<typeof ObjectId>;

export interface StoredImageFile {
  fileId: ObjectIdType;
  filename: string;
  contentType: string;
  sellerId: string;
  length: number;
}

/**
 * The `images` GridFS bucket. Files are named `<fileId>.<ext>`, which is also the `<file>` of the
 * `/uploads/<file>` paths (served by `GET /api/uploads/{file}`), and carry their seller and sniffed content type as metadata,
 * so a reader can check who may see a file without loading its submission.
 */
export function imageStore(db: Connection) {
  // The bucket needs the driver's Db, which exists only once the connection is open.
  const bucket = () => {
    if (!db.db) throw new Error('Database connection is not open');
    return new GridFSBucket(db.db, { bucketName: 'images' });
  };

  /**
   * Uploads under way: GridFS writes a file's document only after its last chunk, so a process
   * that dies mid-upload leaves chunks no file names. The marker lets the sweeper find them
   * without reading image bytes (see orphan-image-sweeper.ts).
   */
  const uploads = db.collection<{ _id: ObjectIdType; startedAt: Date }>(uploadsInProgress);

  /** This process's marker writes still in flight, so a cleanup never runs ahead of one. */
  const marking = new Map<string, Promise<unknown>>();

  return {
    openUpload(fileId: ObjectIdType, filename: string, metadata: Record<string, unknown>) {
      const marked = uploads.insertOne({ _id: fileId, startedAt: new Date() });
      const key = fileId.toHexString();
      marking.set(key, marked);
      void marked.catch(() => undefined).finally(() => marking.delete(key));
      const stream = bucket().openUploadStreamWithId(fileId, filename, { metadata });
      stream.once('finish', () => {
        void marked.then(() => uploads.deleteOne({ _id: fileId })).catch(() => undefined);
      });
      return stream;
    },

    async find(filename: string): Promise<StoredImageFile | undefined> {
      const [file] = await bucket().find({ filename }).limit(1).toArray();
      if (!file) return undefined;
      const metadata = (file.metadata ?? {}) as { sellerId?: string; contentType?: string };
      return {
        fileId: file._id as ObjectIdType,
        filename: file.filename,
        contentType: metadata.contentType ?? 'application/octet-stream',
        sellerId: metadata.sellerId ?? '',
        length: file.length,
      };
    },

    openDownload(fileId: ObjectIdType): Readable {
      return bucket().openDownloadStream(fileId);
    },

    /**
     * Deletes files and their chunks, then their upload markers (a marker outlives its chunks
     * only while the sweeper may still need it); missing ones are ignored (cleanup after a
     * refusal or a broken upload).
     */
    async remove(fileIds: ObjectIdType[]): Promise<void> {
      const target = bucket();
      await Promise.all(
        fileIds.map((id) =>
          target.delete(id).catch((error: unknown) => {
            if (!(error instanceof Error && /File not found/i.test(error.message))) throw error;
          }),
        ),
      );
      await Promise.allSettled(fileIds.map((id) => marking.get(id.toHexString())));
      if (fileIds.length > 0) await uploads.deleteMany({ _id: { $in: fileIds } });
    },
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
export const uploadsInProgress = 'images.uploads';
export { ObjectId };
export type { ObjectIdType };
