/**
 * Value files: where large documents live (`values-<segment>.dat`), so memory holds only where
 * they are. A value is appended once and never changed; a replaced or deleted document leaves its
 * old bytes behind until the whole segment is dead and deleted.
 *
 * Durability: a value is written before the log record that points at it, and `sync()` (run by
 * the log writer before each round) makes the values durable before that record can be. A crash
 * in between leaves unreferenced bytes, never a record pointing at missing ones.
 */
import {
  closeSync,
  fdatasync as fdatasyncCallback,
  openSync,
  readSync,
  readdirSync,
  fstatSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { fsyncDir, inDir } from './data-dir';
import type { ValueRef } from './types';

const fdatasync = promisify(fdatasyncCallback);

/** A segment takes new values until it reaches this size; then the next one starts. */
export const SEGMENT_BYTES = 64 * 1024 * 1024;

const VALUE_FILE = /^values-(\d{10})\.dat$/;
const valueFileName = (segment: number): string =>
  `values-${String(segment).padStart(10, '0')}.dat`;

/** A value whose bytes do not match the CRC its record holds: the disk lost data under us. */
export class CorruptValueError extends Error {}

interface Segment {
  fd: number;
  bytes: number;
}

export class ValueStore {
  private readonly segments = new Map<number, Segment>();
  private current: number;
  /** Segments written since the last sync. */
  private readonly dirty = new Set<number>();
  private dirDirty = false;
  /** The sync round waiting to start, which later callers join. */
  private queued: Promise<void> | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly dir: string,
    private readonly fsync: boolean,
    private readonly segmentBytes = SEGMENT_BYTES,
  ) {
    for (const name of readdirSync(dir)) {
      const match = VALUE_FILE.exec(name);
      if (!match?.[1]) continue;
      const fd = openSync(inDir(dir, name), 'r+');
      this.segments.set(Number(match[1]), { fd, bytes: fstatSync(fd).size });
    }
    // New values always start a fresh segment: an old one may end in a torn append.
    this.current = Math.max(0, ...this.segments.keys()) + 1;
  }

  /** Writes `value` (not yet durable: see `sync`) and says where it is. */
  append(value: Uint8Array): ValueRef {
    let segment = this.segments.get(this.current);
    if (segment && segment.bytes >= this.segmentBytes) {
      this.current += 1;
      segment = undefined;
    }
    if (!segment) {
      const fd = openSync(inDir(this.dir, valueFileName(this.current)), 'w+');
      segment = { fd, bytes: 0 };
      this.segments.set(this.current, segment);
      this.dirDirty = true;
    }
    const offset = segment.bytes;
    let written = 0;
    while (written < value.byteLength) {
      written += writeSync(
        segment.fd,
        value,
        written,
        value.byteLength - written,
        offset + written,
      );
    }
    segment.bytes += value.byteLength;
    this.dirty.add(this.current);
    return { segment: this.current, offset, length: value.byteLength, crc: crc32(value) };
  }

  /** The value's bytes, checked against its CRC. */
  read(ref: ValueRef): Uint8Array {
    const segment = this.segments.get(ref.segment);
    if (!segment)
      throw new CorruptValueError(`value file ${valueFileName(ref.segment)} is missing`);
    const out = Buffer.allocUnsafeSlow(ref.length);
    let read = 0;
    while (read < ref.length) {
      const n = readSync(segment.fd, out, read, ref.length - read, ref.offset + read);
      if (n === 0) break;
      read += n;
    }
    if (read !== ref.length || crc32(out) !== ref.crc) {
      throw new CorruptValueError(
        `value at ${valueFileName(ref.segment)}:${ref.offset} (${ref.length} bytes) is damaged`,
      );
    }
    return out;
  }

  /** Makes every value appended so far durable; concurrent callers share one round. */
  sync(): Promise<void> {
    if (!this.fsync) return Promise.resolve();
    if (this.queued) return this.queued;
    // Nothing new: whatever was appended is in the round already running (or durable).
    if (this.dirty.size === 0 && !this.dirDirty) return this.running;
    const round = this.running.then(() => {
      this.queued = undefined;
      return this.syncRound();
    });
    this.queued = round;
    this.running = round.catch(() => undefined);
    return round;
  }

  private async syncRound(): Promise<void> {
    const segments = [...this.dirty];
    const dirDirty = this.dirDirty;
    this.dirty.clear();
    this.dirDirty = false;
    for (const n of segments) {
      const segment = this.segments.get(n);
      if (segment) await fdatasync(segment.fd);
    }
    if (dirDirty) await fsyncDir(this.dir);
  }

  /** Bytes in all value files. */
  get totalBytes(): number {
    let total = 0;
    for (const segment of this.segments.values()) total += segment.bytes;
    return total;
  }

  /** New values go to a fresh segment from now on (so the current one can be reclaimed). */
  rollover(): void {
    if (this.segments.has(this.current)) this.current += 1;
  }

  /** Bytes of each segment. */
  sizes(): Map<number, number> {
    return new Map([...this.segments].map(([n, segment]) => [n, segment.bytes]));
  }

  /** Segments other than the one taking new values. */
  closedSegments(): number[] {
    return [...this.segments.keys()].filter((n) => n !== this.current);
  }

  /** Deletes a segment no live document points into (the caller checks, and that it is durable). */
  async remove(segment: number): Promise<void> {
    const found = this.segments.get(segment);
    if (!found || segment === this.current) return;
    this.segments.delete(segment);
    closeSync(found.fd);
    unlinkSync(inDir(this.dir, valueFileName(segment)));
    await fsyncDir(this.dir);
  }

  close(): void {
    for (const segment of this.segments.values()) closeSync(segment.fd);
    this.segments.clear();
  }
}
