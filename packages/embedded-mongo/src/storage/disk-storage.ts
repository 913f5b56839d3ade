/**
 * The durable engine: snapshot + log replay at open, group-committed appends, and compaction
 * that writes a snapshot of a frozen view of the image while commits continue into a new log
 * generation.
 */
import { mkdir, rm } from 'node:fs/promises';
import { SNAPSHOT_TMP_FILE, fsyncDir, inDir, listLogGenerations, logFileName } from './data-dir';
import { acquireLock, type DirLock } from './lock-file';
import { LiveImage } from './live-image';
import { LogWriter } from './log-writer';
import { encodeOpsFrame } from './record-codec';
import { replayLogs } from './replay-log';
import { installSnapshot, loadSnapshot, writeSnapshotTmp } from './snapshot';
import { skeletonOf } from './bson-skeleton';
import { isSpilled, type Storage, type StorageStats, type StoreImage, type WalOp } from './types';
import { ValueStore } from './value-store';

export const DEFAULT_COMPACT_THRESHOLD_BYTES = 64 * 1024 * 1024;
/** Documents over this many BSON bytes live in the value files (GridFS chunks are 255 KiB). */
export const DEFAULT_SPILL_THRESHOLD_BYTES = 16 * 1024;
/** Below this much garbage in the value files, compaction leaves them as they are. */
const MIN_VALUE_GARBAGE_BYTES = 1024 * 1024;

export interface DiskStorageOptions {
  dbPath: string;
  fsync: boolean;
  compactThresholdBytes: number;
  spillThresholdBytes: number;
  valueSegmentBytes?: number;
}

export async function openDiskStorage(options: DiskStorageOptions): Promise<Storage> {
  const dir = options.dbPath;
  await mkdir(dir, { recursive: true });
  const lock = await acquireLock(dir);
  try {
    // A snapshot.tmp is a compaction that died before its rename: the old files are still whole.
    await rm(inDir(dir, SNAPSHOT_TMP_FILE), { force: true });
    const live = new LiveImage();
    const snapshot = await loadSnapshot(dir, live);
    const onDisk = await listLogGenerations(dir);
    const baseGen = snapshot?.logGen ?? onDisk[0] ?? 1;
    // Logs older than the snapshot are leftovers of a compaction interrupted after its rename.
    const leftovers = onDisk.filter((g) => g < baseGen);
    for (const g of leftovers) await rm(inDir(dir, logFileName(g)), { force: true });
    if (leftovers.length > 0) await fsyncDir(dir);
    const gens = onDisk.filter((g) => g >= baseGen);
    gens.forEach((g, i) => {
      if (g !== baseGen + i) throw new Error(`log generation ${baseGen + i} is missing in ${dir}`);
    });
    const replay = await replayLogs(dir, gens, live);
    live.pack();
    const values = new ValueStore(dir, options.fsync, options.valueSegmentBytes);
    const storage = new DiskStorage(dir, lock, live, values, options, {
      gen: gens.at(-1) ?? baseGen,
      logSizes: replay.sizes,
      snapshotBytes: snapshot?.bytes ?? 0,
      truncatedBytes: replay.truncatedBytes,
    });
    return storage;
  } catch (err) {
    await lock.release();
    throw err;
  }
}

interface OpenState {
  gen: number;
  logSizes: Map<number, number>;
  snapshotBytes: number;
  truncatedBytes: number;
}

class DiskStorage implements Storage {
  readonly image: StoreImage;
  private readonly writer: LogWriter;
  private closed = false;
  private compacting: Promise<void> = Promise.resolve();
  private autoCompactRunning = false;
  /** After a failed automatic compaction, wait for this much log before trying again. */
  private nextAutoCompactAt: number;
  private snapshotBytes: number;
  private compactions = 0;
  private readonly truncatedBytes: number;
  private reclaimRunning = false;
  /** Value segments emptied by a relocation whose snapshot is not installed yet: kept. */
  private readonly pinned = new Set<number>();
  private reclaiming: Promise<void> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly lock: DirLock,
    private readonly live: LiveImage,
    private readonly values: ValueStore,
    private readonly options: DiskStorageOptions,
    state: OpenState,
  ) {
    // Shared, not copied: a copy would keep every replayed document alive for the process's
    // lifetime even after it is deleted. The server reads it once, before its first commit.
    this.image = live.dbs;
    this.snapshotBytes = state.snapshotBytes;
    this.truncatedBytes = state.truncatedBytes;
    this.nextAutoCompactAt = options.compactThresholdBytes;
    this.writer = new LogWriter(
      dir,
      state.gen,
      state.logSizes,
      options.fsync,
      () => this.afterRound(),
      () => this.values.sync(),
    );
  }

  get spillThresholdBytes(): number {
    return this.options.spillThresholdBytes;
  }

  readDoc(db: string, coll: string, id: string): Uint8Array | undefined {
    const stored = this.live.get(db, coll, id);
    if (stored === undefined || !isSpilled(stored)) return stored;
    return this.values.read(stored.ref);
  }

  /** A large document's bytes go to the value files; the log records where they are. */
  private spill(op: WalOp): WalOp {
    if (op.op !== 'put' || op.doc.byteLength <= this.options.spillThresholdBytes) return op;
    const ref = this.values.append(op.doc);
    const { db, coll, id } = op;
    return { op: 'putSpilled', db, coll, id, spilled: { ref, skeleton: skeletonOf(op.doc) } };
  }

  async commit(ops: WalOp[]): Promise<void> {
    if (this.closed) throw new Error('storage is closed');
    // After a failed write the log's tail is unknown: refuse before the image diverges further.
    if (this.writer.failure !== undefined) throw this.writer.failure;
    if (ops.length === 0) return;
    const { frame, owned } = encodeOpsFrame(ops.map((op) => this.spill(op)));
    // Applied in call order, which is also log order, so the image always matches the log.
    for (const op of owned) this.live.apply(op);
    await this.writer.append(frame);
  }

  stats(): StorageStats {
    return {
      logBytes: this.writer.logBytes,
      snapshotBytes: this.snapshotBytes,
      liveBytes: this.live.liveBytes,
      compactions: this.compactions,
      truncatedBytes: this.truncatedBytes,
      logWrites: this.writer.rounds,
      valueBytes: this.values.totalBytes,
      liveValueBytes: [...this.live.liveValueBytes.values()].reduce((a, b) => a + b, 0),
    };
  }

  compact(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('storage is closed'));
    // Queued behind any compaction in progress, so it snapshots the state as of its own turn.
    const run = this.compacting.then(() => this.runCompaction());
    this.compacting = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.compacting;
      await this.reclaiming;
      await this.writer.close();
      this.values.close();
    } finally {
      await this.lock.release();
    }
  }

  /** Bytes in the value files that no live document points at. */
  private valueGarbageBytes(): number {
    let live = 0;
    for (const bytes of this.live.liveValueBytes.values()) live += bytes;
    return this.values.totalBytes - live;
  }

  /**
   * Copies the live documents out of value segments that are mostly garbage, so those segments
   * can go once the snapshot (which points at the copies) is installed. Returns the segments.
   */
  private relocateSparseValues(): Set<number> {
    if (this.valueGarbageBytes() < MIN_VALUE_GARBAGE_BYTES) return new Set();
    this.values.rollover();
    const sparse = new Set<number>();
    for (const [segment, bytes] of this.values.sizes()) {
      if (this.pinned.has(segment) || !this.values.closedSegments().includes(segment)) continue;
      if ((this.live.liveValueBytes.get(segment) ?? 0) * 2 < bytes) sparse.add(segment);
    }
    if (sparse.size > 0) {
      this.live.relocate(sparse, (ref) => this.values.append(this.values.read(ref)));
    }
    return sparse;
  }

  private async runCompaction(): Promise<void> {
    if (this.writer.failure !== undefined) throw this.writer.failure;
    const emptied = this.relocateSparseValues();
    for (const segment of emptied) this.pinned.add(segment);
    try {
      await this.writeSnapshot();
      // Nothing durable names the emptied segments now: the snapshot points at the copies.
      for (const segment of emptied) await this.values.remove(segment);
    } finally {
      for (const segment of emptied) this.pinned.delete(segment);
    }
  }

  private async writeSnapshot(): Promise<void> {
    // The freeze and the generation switch happen in one synchronous step: every commit before
    // it is in the snapshot and in an old log, every commit after it only in the new log.
    const frozen = this.live.freeze();
    const newGen = this.writer.rotate();
    let bytes: number;
    try {
      bytes = await writeSnapshotTmp(this.dir, frozen.ops(), newGen);
    } finally {
      frozen.release();
    }
    // The snapshot holds every commit before the cut, including ones still being written. If any
    // of those writes failed, its caller was told so: the snapshot must not make it durable.
    await this.writer.settledBelow(newGen);
    if (this.writer.failure !== undefined) throw this.writer.failure;
    // The values the snapshot points at (relocated copies included) are durable before it is.
    await this.values.sync();
    await installSnapshot(this.dir);
    this.snapshotBytes = bytes;
    await this.writer.retireBelow(newGen);
    this.compactions += 1;
  }

  private afterRound(): void {
    this.maybeAutoCompact();
    this.maybeReclaimValues();
  }

  /**
   * Deletes value segments no live document points into. Only once the log holds every commit
   * applied so far (a delete that emptied a segment must be durable before its bytes go); a
   * record that still names such a segment is always followed by the one that removed it.
   */
  private maybeReclaimValues(): void {
    if (this.closed || this.reclaimRunning) return;
    const dead = this.values
      .closedSegments()
      .filter((n) => !this.live.liveValueBytes.has(n) && !this.pinned.has(n));
    if (dead.length === 0) return;
    this.reclaimRunning = true;
    this.reclaiming = (async () => {
      await this.writer.flush();
      for (const n of dead) {
        if (!this.live.liveValueBytes.has(n) && !this.pinned.has(n)) await this.values.remove(n);
      }
    })()
      .catch(() => undefined)
      .finally(() => {
        this.reclaimRunning = false;
      });
  }

  private maybeAutoCompact(): void {
    if (this.closed || this.autoCompactRunning) return;
    const logBytes = this.writer.logBytes;
    const logDue = logBytes >= this.nextAutoCompactAt && logBytes > 2 * this.live.liveBytes;
    // Large documents deleted or replaced: their bytes come back when compaction relocates.
    const garbage = this.valueGarbageBytes();
    const valuesDue =
      garbage >= this.nextAutoCompactAt && garbage > this.values.totalBytes - garbage;
    if (!logDue && !valuesDue) return;
    this.autoCompactRunning = true;
    void this.compact()
      .then(
        () => {
          this.nextAutoCompactAt = this.options.compactThresholdBytes;
        },
        () => {
          // The log still holds everything; retry once it has grown by another threshold.
          this.nextAutoCompactAt = logBytes + this.options.compactThresholdBytes;
        },
      )
      .finally(() => {
        this.autoCompactRunning = false;
      });
  }
}
