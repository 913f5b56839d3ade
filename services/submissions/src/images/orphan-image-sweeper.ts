import { leasedPeriodicWorker } from '@cardbridge/service-kit';
import type { Connection, Logger, PeriodicWorker } from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';
import { uploadsInProgress } from './image-store';
import type { ImageStore, ObjectIdType } from './image-store';

export interface SweepDeps {
  db: Connection;
  submissions: SubmissionModel;
  store: Pick<ImageStore, 'remove'>;
  /** Younger images may still be on their way into a submission: they are left alone. */
  graceMs: number;
  /**
   * Called before each removal: the worker's lease check-and-renew, so a sweep that stalled
   * past its lease stops instead of racing the replica that took over.
   */
  checkpoint?: () => Promise<void>;
}

const batchSize = 500;

/**
 * Removes what a crash can leave in the image store (docs/product.md#limits): chunks of an upload
 * that never finished (no file document names them; found through the uploads-in-progress
 * markers, never by reading image bytes), and finished files that no submission uses. Only
 * what is older than the grace period: an upload in flight is not an orphan.
 */
export async function sweepOrphanImages({
  db: connection,
  submissions,
  store,
  graceMs,
  checkpoint = async () => {},
}: SweepDeps) {
  // The driver's own database: mongoose's collection wrappers would queue calls while it connects.
  const db = connection.db;
  if (!db) return { interruptedUploads: 0, unusedFiles: 0 };
  const cutoff = new Date(Date.now() - graceMs);
  let chunksOf = 0;
  let files = 0;

  const markers = db.collection<{ _id: ObjectIdType; startedAt: Date }>(uploadsInProgress);
  const stale = await markers
    .find({ startedAt: { $lt: cutoff } }, { projection: { _id: 1 } })
    .toArray();
  for (const { _id } of stale) {
    await checkpoint();
    await db.collection('images.chunks').deleteMany({ files_id: _id });
    await db.collection('images.files').deleteOne({ _id });
    await markers.deleteOne({ _id });
    chunksOf += 1;
  }

  // File documents are small (the bytes are in chunks), so this scan stays cheap.
  const candidates = db
    .collection<{ _id: ObjectIdType }>('images.files')
    .find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 }, batchSize });
  let batch: ObjectIdType[] = [];
  const settle = async () => {
    const used = await submissions.find({ 'images.fileId': { $in: batch } }, { images: 1 }).lean();
    const kept = new Set(used.flatMap((s) => s.images.map((image) => image.fileId.toHexString())));
    const orphans = batch.filter((id) => !kept.has(id.toHexString()));
    await checkpoint();
    await store.remove(orphans);
    files += orphans.length;
    batch = [];
  };
  for await (const file of candidates) {
    batch.push(file._id);
    if (batch.length === batchSize) await settle();
  }
  if (batch.length) await settle();
  return { interruptedUploads: chunksOf, unusedFiles: files };
}

/**
 * The sweep as a background worker: once per grace period across all replicas (a MongoDB
 * lease; see leasedPeriodicWorker), the first round at start.
 */
export function orphanImageSweeper(deps: SweepDeps & { logger: Logger }): PeriodicWorker {
  return leasedPeriodicWorker({
    name: 'orphan image sweeper',
    db: deps.db,
    logger: deps.logger,
    intervalMs: deps.graceMs,
    run: async (lease) => {
      const swept = await sweepOrphanImages({ ...deps, checkpoint: lease.renew });
      if (swept.interruptedUploads || swept.unusedFiles) {
        deps.logger.info(swept, 'removed orphaned images');
      }
    },
  });
}
