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
import type { Storage, StorageStats, StoreImage, WalOp } from './types';

export const DEFAULT_COMPACT_THRESHOLD_BYTES = 64 * 1024 * 1024;

export interface DiskStorageOptions {
  dbPath: string;
  fsync: boolean;
  compactThresholdBytes: number;
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
    const storage = new DiskStorage(dir, lock, live, options, {
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

  constructor(
    private readonly dir: string,
    private readonly lock: DirLock,
    private readonly live: LiveImage,
    private readonly options: DiskStorageOptions,
    state: OpenState,
  ) {
    // Shared, not copied: a copy would keep every replayed document alive for the process's
    // lifetime even after it is deleted. The server reads it once, before its first commit.
    this.image = live.dbs;
    this.snapshotBytes = state.snapshotBytes;
    this.truncatedBytes = state.truncatedBytes;
    this.nextAutoCompactAt = options.compactThresholdBytes;
    this.writer = new LogWriter(dir, state.gen, state.logSizes, options.fsync, () =>
      this.maybeAutoCompact(),
    );
  }

  async commit(ops: WalOp[]): Promise<void> {
    if (this.closed) throw new Error('storage is closed');
    // After a failed write the log's tail is unknown: refuse before the image diverges further.
    if (this.writer.failure !== undefined) throw this.writer.failure;
    if (ops.length === 0) return;
    const { frame, owned } = encodeOpsFrame(ops);
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
      await this.writer.close();
    } finally {
      await this.lock.release();
    }
  }

  private async runCompaction(): Promise<void> {
    // The freeze and the generation switch happen in one synchronous step: every commit before
    // it is in the snapshot and in an old log, every commit after it only in the new log.
    if (this.writer.failure !== undefined) throw this.writer.failure;
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
    await installSnapshot(this.dir);
    this.snapshotBytes = bytes;
    await this.writer.retireBelow(newGen);
    this.compactions += 1;
  }

  private maybeAutoCompact(): void {
    if (this.closed || this.autoCompactRunning) return;
    const logBytes = this.writer.logBytes;
    if (logBytes < this.nextAutoCompactAt || logBytes <= 2 * this.live.liveBytes) return;
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
