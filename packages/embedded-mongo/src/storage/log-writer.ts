/**
 * Appends frames to the current log generation with group commit: while one write + fsync is in
 * flight, new commits queue up, and the next round writes them all with a single fsync. Each
 * frame is tagged with the generation current when it was committed, so a compaction can switch
 * generations at an exact point (`rotate`) without waiting for in-flight writes.
 */
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { fsyncDir, inDir, logFileName } from './data-dir';

interface Pending {
  frame: Buffer;
  gen: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface LogFile {
  fh: FileHandle;
  bytes: number;
}

export class LogWriter {
  private queue: Pending[] = [];
  private draining: Promise<void> | undefined;
  /** Frames queued or being written, per generation. */
  private readonly unwritten = new Map<number, number>();
  private roundWaiters: Array<() => void> = [];
  /** Rounds written, each one write + fsync per generation touched. */
  rounds = 0;
  private readonly files = new Map<number, Promise<LogFile>>();
  private readonly sizes = new Map<number, number>();
  /** Set by the first failed write: the log's tail is then unknown, so nothing more is accepted. */
  private failed: unknown;

  /**
   * @param gen the generation new frames go to
   * @param existing bytes of each log file already on disk (older generations stay until retired)
   * @param onFlushed called after each durable round, e.g. to consider compaction
   * @param beforeRound awaited before each round's write: what the frames point at (value files)
   *   must be durable before they are
   */
  constructor(
    private readonly dir: string,
    private gen: number,
    existing: Map<number, number>,
    private readonly fsync: boolean,
    private readonly onFlushed: () => void,
    private readonly beforeRound: () => Promise<void> = () => Promise.resolve(),
  ) {
    for (const [g, bytes] of existing) this.sizes.set(g, bytes);
  }

  get failure(): unknown {
    return this.failed;
  }

  get currentGen(): number {
    return this.gen;
  }

  /** Bytes in all log files not yet retired. */
  get logBytes(): number {
    let total = 0;
    for (const bytes of this.sizes.values()) total += bytes;
    return total;
  }

  /** Resolves once `frame` is written (and fsynced, when on). */
  append(frame: Buffer): Promise<void> {
    if (this.failed !== undefined) return Promise.reject(this.failed);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ frame, gen: this.gen, resolve, reject });
      this.unwritten.set(this.gen, (this.unwritten.get(this.gen) ?? 0) + 1);
      this.draining ??= this.drain();
    });
  }

  /** Starts a new generation: frames appended from now on go to it. Returns its number. */
  rotate(): number {
    this.gen += 1;
    this.sizes.set(this.gen, this.sizes.get(this.gen) ?? 0);
    return this.gen;
  }

  /** Waits until every queued frame is on disk. */
  flush(): Promise<void> {
    return this.waitUntil(() => this.unwritten.size === 0);
  }

  /** Waits until every frame of generations older than `gen` is written or has failed. */
  settledBelow(gen: number): Promise<void> {
    // Not "until idle": under steady load the writer never is, but old generations do drain.
    return this.waitUntil(() => [...this.unwritten.keys()].every((g) => g >= gen));
  }

  /** Deletes log files older than `gen` once their queued frames are written. */
  async retireBelow(gen: number): Promise<void> {
    await this.settledBelow(gen);
    const old = [...this.sizes.keys()].filter((g) => g < gen);
    for (const g of old) {
      const file = this.files.get(g);
      this.files.delete(g);
      this.sizes.delete(g);
      if (file) await file.then((f) => f.fh.close()).catch(() => undefined);
      await unlink(inDir(this.dir, logFileName(g))).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    }
    if (old.length > 0) await fsyncDir(this.dir);
  }

  async close(): Promise<void> {
    await this.flush();
    for (const file of this.files.values()) {
      await file.then((f) => f.fh.close()).catch(() => undefined);
    }
    this.files.clear();
  }

  private async waitUntil(done: () => boolean): Promise<void> {
    while (!done()) await new Promise<void>((resolve) => this.roundWaiters.push(resolve));
  }

  /** Marks a round's frames as settled and wakes whoever waits on the writer's progress. */
  private settled(round: Pending[]): void {
    for (const p of round) {
      const left = (this.unwritten.get(p.gen) ?? 1) - 1;
      if (left === 0) this.unwritten.delete(p.gen);
      else this.unwritten.set(p.gen, left);
    }
    const waiters = this.roundWaiters;
    this.roundWaiters = [];
    for (const wake of waiters) wake();
  }

  private fileFor(gen: number): Promise<LogFile> {
    let file = this.files.get(gen);
    if (!file) {
      file = (async () => {
        const fh = await open(inDir(this.dir, logFileName(gen)), 'a');
        // A new log file must survive a crash before any commit in it is acknowledged.
        await fsyncDir(this.dir);
        return { fh, bytes: (await fh.stat()).size };
      })();
      this.files.set(gen, file);
    }
    return file;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const round = this.queue;
      this.queue = [];
      try {
        await this.writeRound(round);
      } catch (err) {
        this.failed = err;
        const dropped = [...round, ...this.queue];
        this.queue = [];
        for (const p of dropped) p.reject(err);
        this.settled(dropped);
        break;
      }
      this.rounds += 1;
      for (const p of round) p.resolve();
      this.settled(round);
      this.onFlushed();
    }
    this.draining = undefined;
  }

  private async writeRound(round: Pending[]): Promise<void> {
    await this.beforeRound();
    let start = 0;
    while (start < round.length) {
      const gen = round[start]!.gen;
      let end = start;
      while (end < round.length && round[end]!.gen === gen) end++;
      const data = Buffer.concat(round.slice(start, end).map((p) => p.frame));
      const file = await this.fileFor(gen);
      let written = 0;
      while (written < data.length) {
        const { bytesWritten } = await file.fh.write(data, written, data.length - written);
        written += bytesWritten;
      }
      if (this.fsync) await file.fh.datasync();
      file.bytes += data.length;
      this.sizes.set(gen, file.bytes);
      start = end;
    }
  }
}
