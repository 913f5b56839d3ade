/**
 * Snapshot file: a header frame (format version, the log generation that continues it), frames
 * of ops that rebuild the image, and an end frame with the op count. It is written as
 * `snapshot.tmp`, fsynced and renamed over `snapshot.bin`, so a reader only ever sees a complete
 * one; a missing end frame or a bad checksum therefore means real corruption and is an error.
 */
import { open, rename, stat } from 'node:fs/promises';
import { SNAPSHOT_FILE, SNAPSHOT_TMP_FILE, fsyncDir, inDir } from './data-dir';
import { scanFrames } from './frame';
import type { LiveImage } from './live-image';
import {
  decodeRecord,
  encodeOpsFrame,
  encodeSnapshotEnd,
  encodeSnapshotHeader,
} from './record-codec';
import type { WalOp } from './types';

const FORMAT_VERSION = 1;
const BATCH_OPS = 4096;
const BATCH_BYTES = 1024 * 1024;
const SYNC_EVERY_BYTES = 4 * 1024 * 1024;

/**
 * Writes the state rebuilt by `ops` to `snapshot.tmp` and fsyncs it; `installSnapshot` then makes
 * it current. Yields to the event loop between batches so commits keep flowing meanwhile.
 */
export async function writeSnapshotTmp(
  dir: string,
  ops: Iterable<WalOp>,
  logGen: number,
): Promise<number> {
  const tmpPath = inDir(dir, SNAPSHOT_TMP_FILE);
  const fh = await open(tmpPath, 'w');
  let bytes = 0;
  let unsynced = 0;
  const write = async (frame: Buffer): Promise<void> => {
    await fh.write(frame);
    bytes += frame.length;
    unsynced += frame.length;
    // Flushing as we go keeps the final fsync short. On ext4 a log fsync can otherwise end up
    // waiting for the whole dirty snapshot to reach the disk, stalling commits for that long.
    if (unsynced >= SYNC_EVERY_BYTES) {
      await fh.datasync();
      unsynced = 0;
    }
  };
  try {
    await write(encodeSnapshotHeader(FORMAT_VERSION, logGen));
    let batch: WalOp[] = [];
    let batchBytes = 0;
    let opCount = 0;
    for (const op of ops) {
      batch.push(op);
      opCount++;
      batchBytes += op.op === 'put' ? op.doc.byteLength : 64;
      if (batch.length >= BATCH_OPS || batchBytes >= BATCH_BYTES) {
        await write(encodeOpsFrame(batch).frame);
        batch = [];
        batchBytes = 0;
      }
    }
    if (batch.length > 0) await write(encodeOpsFrame(batch).frame);
    await write(encodeSnapshotEnd(opCount));
    await fh.sync();
  } finally {
    await fh.close();
  }
  return bytes;
}

/** Atomically replaces the current snapshot with `snapshot.tmp`, durably. */
export async function installSnapshot(dir: string): Promise<void> {
  await rename(inDir(dir, SNAPSHOT_TMP_FILE), inDir(dir, SNAPSHOT_FILE));
  await fsyncDir(dir);
}

export interface LoadedSnapshot {
  logGen: number;
  bytes: number;
}

/** Applies the snapshot in `dir` to `live`; undefined when there is none yet. */
export async function loadSnapshot(
  dir: string,
  live: LiveImage,
): Promise<LoadedSnapshot | undefined> {
  const snapshotPath = inDir(dir, SNAPSHOT_FILE);
  const bytes = await stat(snapshotPath).then(
    (s) => s.size,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    },
  );
  if (bytes === undefined) return undefined;

  const fail = (why: string): Error => new Error(`snapshot ${snapshotPath} is corrupt: ${why}`);
  let logGen: number | undefined;
  let applied = 0;
  let endCount: number | undefined;
  const fh = await open(snapshotPath, 'r');
  try {
    const scan = await scanFrames(fh, (payload) => {
      const record = decodeRecord(payload);
      if (endCount !== undefined) throw fail('data after the end marker');
      if (record.kind === 'snapshotHeader') {
        if (logGen !== undefined) throw fail('second header');
        if (record.version !== FORMAT_VERSION)
          throw fail(`unknown format version ${record.version}`);
        logGen = record.logGen;
      } else if (logGen === undefined) {
        throw fail('missing header');
      } else if (record.kind === 'ops') {
        for (const op of record.ops) live.apply(op);
        applied += record.ops.length;
      } else {
        endCount = record.opCount;
      }
    });
    if (scan.tornReason) throw fail(`${scan.tornReason} at byte ${scan.goodBytes}`);
  } finally {
    await fh.close();
  }
  if (logGen === undefined || endCount === undefined) throw fail('incomplete');
  if (endCount !== applied) throw fail(`expected ${endCount} ops, found ${applied}`);
  return { logGen, bytes };
}
