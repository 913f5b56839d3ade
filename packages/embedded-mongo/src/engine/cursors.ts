import { BSON, Long } from 'bson';
import { randomBytes } from 'node:crypto';
import type { Doc } from '../query/values';
import { cursorNotFound, MongoCommandError } from '../errors';

const queryPlanKilled = (msg: string) => new MongoCommandError(175, 'QueryPlanKilled', msg);

/** mongod's default first batch for find/aggregate when no batchSize is given. */
export const DEFAULT_FIRST_BATCH = 101;
/**
 * Bytes of documents per batch. mongod goes up to the 16 MiB reply limit; a smaller cap is within
 * the protocol (drivers ask for more with getMore) and bounds what concurrent downloads of large
 * files (GridFS chunks read from disk) hold in memory at once: 4 MiB is 16 chunks of 255 KiB.
 */
export const MAX_BATCH_BYTES = 4 * 1024 * 1024;
/** mongod's cursorTimeoutMillis default: idle cursors are reaped after 10 minutes. */
export const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  source: Iterator<Doc>;
  /** A document read from the source that did not fit the previous batch. */
  pending?: Doc;
  remaining: number;
  lastUsed: number;
  noTimeout: boolean;
  /** False once the collection the cursor reads has been dropped. */
  alive: () => boolean;
}

export interface CursorReply extends Doc {
  cursor: { id: Long; ns: string; firstBatch?: Doc[]; nextBatch?: Doc[] };
  ok: 1;
}

/** Server-side cursors: batches of results held by 64-bit id until exhausted, killed or idle. */
export class CursorManager {
  private readonly cursors = new Map<string, OpenCursor>();

  constructor(private readonly timeoutMs = CURSOR_TIMEOUT_MS) {}

  /**
   * Returns the first batch and registers a cursor when results remain. `limit` 0 means none;
   * `singleBatch` (negative limit) never leaves a cursor open.
   */
  open(
    ns: string,
    results: Iterable<Doc>,
    opts: {
      batchSize?: number;
      limit?: number;
      singleBatch?: boolean;
      noTimeout?: boolean;
      alive?: () => boolean;
    },
  ): CursorReply {
    const cursor: OpenCursor = {
      ns,
      source: results[Symbol.iterator](),
      remaining: opts.limit && opts.limit > 0 ? opts.limit : Number.POSITIVE_INFINITY,
      lastUsed: Date.now(),
      noTimeout: opts.noTimeout ?? false,
      alive: opts.alive ?? (() => true),
    };
    const size = opts.batchSize ?? DEFAULT_FIRST_BATCH;
    const batch = this.take(
      cursor,
      opts.singleBatch && opts.batchSize === undefined ? Number.POSITIVE_INFINITY : size,
    );
    let id = Long.ZERO;
    if (!opts.singleBatch && this.hasMore(cursor)) {
      id = newCursorId();
      this.cursors.set(id.toString(), cursor);
    }
    return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
  }

  getMore(id: Long, ns: string, batchSize?: number): CursorReply {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor || cursor.ns !== ns) throw cursorNotFound(`cursor id ${key} not found`);
    if (!cursor.alive()) {
      this.cursors.delete(key);
      throw queryPlanKilled(`collection dropped: ${ns}`);
    }
    cursor.lastUsed = Date.now();
    const batch = this.take(
      cursor,
      batchSize && batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY,
    );
    let replyId = id;
    if (!this.hasMore(cursor)) {
      this.cursors.delete(key);
      replyId = Long.ZERO;
    }
    return { cursor: { nextBatch: batch, id: replyId, ns }, ok: 1 };
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Drops cursors idle for longer than the timeout; returns how many. */
  reap(now = Date.now()): number {
    let n = 0;
    for (const [key, c] of this.cursors) {
      if (!c.noTimeout && now - c.lastUsed > this.timeoutMs) {
        this.cursors.delete(key);
        n++;
      }
    }
    return n;
  }

  get size(): number {
    return this.cursors.size;
  }

  private take(cursor: OpenCursor, max: number): Doc[] {
    const batch: Doc[] = [];
    let bytes = 0;
    while (batch.length < max && cursor.remaining > 0) {
      const doc = cursor.pending ?? nextOf(cursor.source);
      cursor.pending = undefined;
      if (!doc) break;
      if (batch.length > 0) {
        // The first document always goes out, so sizes are only needed from the second one on
        // (single-document replies, the commonest, never pay for a size walk).
        if (batch.length === 1) bytes = BSON.calculateObjectSize(batch[0]!);
        const size = BSON.calculateObjectSize(doc);
        if (bytes + size > MAX_BATCH_BYTES) {
          cursor.pending = doc;
          break;
        }
        bytes += size;
      }
      batch.push(doc);
      cursor.remaining--;
    }
    return batch;
  }

  private hasMore(cursor: OpenCursor): boolean {
    if (cursor.remaining <= 0) return false;
    if (cursor.pending) return true;
    const next = nextOf(cursor.source);
    if (!next) return false;
    cursor.pending = next;
    return true;
  }
}

function nextOf(it: Iterator<Doc>): Doc | undefined {
  const r = it.next();
  return r.done ? undefined : r.value;
}

/** Random positive 63-bit ids, like mongod's (never 0, which means "exhausted"). */
function newCursorId(): Long {
  const bytes = randomBytes(8);
  bytes[7]! &= 0x7f;
  const id = bytes.readBigInt64LE(0);
  return id === 0n ? Long.ONE : Long.fromBigInt(id);
}
