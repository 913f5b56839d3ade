/**
 * The boundary between the durable storage engine (append-only log + snapshots) and the server
 * above it (wire protocol, commands, queries, indexes). Documents and index specs travel as BSON
 * bytes so every BSON type, including Int32/Long/Double distinctions, survives persistence.
 */

/** One change. The server turns each write command into a list of these. */
export type WalOp =
  | { op: 'createCollection'; db: string; coll: string; options: Uint8Array }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; name: string; spec: Uint8Array }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  /** Insert or replace the document whose canonical _id key is `id` (the key is the server's). */
  | { op: 'put'; db: string; coll: string; id: string; doc: Uint8Array }
  /**
   * A put whose document lives in the value files (storage-internal: the disk engine turns a large
   * `put` into this; the log and snapshot then hold only where the bytes are and the skeleton).
   */
  | { op: 'putSpilled'; db: string; coll: string; id: string; spilled: SpilledDoc }
  | { op: 'delete'; db: string; coll: string; id: string };

/** Where a large document's BSON lives: a value file segment, offset, length and CRC-32. */
export interface ValueRef {
  segment: number;
  offset: number;
  length: number;
  crc: number;
}

/**
 * A document kept on disk instead of in memory: where its bytes are, and its skeleton (the BSON of
 * its small top-level fields, enough to rebuild index keys at open without reading the value).
 */
export interface SpilledDoc {
  ref: ValueRef;
  skeleton: Uint8Array;
}

/** A stored document: its BSON in memory, or a pointer to it on disk. */
export type StoredDoc = Uint8Array | SpilledDoc;

export const isSpilled = (doc: StoredDoc): doc is SpilledDoc => !(doc instanceof Uint8Array);

export interface CollectionImage {
  /** BSON of the collection's create options (empty document when none). */
  options: Uint8Array;
  /** Index name -> BSON of the index spec document ({ key, name, unique, ... }). */
  indexes: Map<string, Uint8Array>;
  /** Canonical _id key -> the document (BSON, or where it is on disk), in insertion order. */
  docs: Map<string, StoredDoc>;
}

/** Database name -> collection name -> collection. */
export type StoreImage = Map<string, Map<string, CollectionImage>>;

export interface StorageOptions {
  /** Directory for the log, snapshot and lock file. Required unless `inMemory`. */
  dbPath?: string;
  /** Keep nothing on disk (tests). */
  inMemory?: boolean;
  /** fsync before a commit resolves (default true): no acknowledged write is lost to kill -9. */
  fsync?: boolean;
  /**
   * Compact automatically once the log passes this many bytes and is more than twice the live
   * data (default 64 MiB). `Infinity` turns automatic compaction off; `compact()` still works.
   */
  compactThresholdBytes?: number;
  /** Documents over this many BSON bytes are kept in value files, not memory (default 16 KiB). */
  spillThresholdBytes?: number;
  /** Size at which a value file is closed and the next begins (default 64 MiB). */
  valueSegmentBytes?: number;
}

export interface StorageStats {
  logBytes: number;
  snapshotBytes: number;
  liveBytes: number;
  compactions: number;
  /** Bytes of torn or corrupt log tail cut off at open (0 after a clean shutdown). */
  truncatedBytes?: number;
  /** Log write rounds (each one write + fsync); below the commit count when group commit works. */
  logWrites?: number;
  /** Bytes in the value files (large documents), live and not yet reclaimed. */
  valueBytes?: number;
  /** Bytes of live documents kept in the value files. */
  liveValueBytes?: number;
}

export interface Storage {
  /**
   * The state replayed at open (snapshot + log). The server builds its live state from it once,
   * before its first commit. Read only: it is the engine's own image, which later commits update.
   */
  readonly image: StoreImage;
  /**
   * Persist one command's changes as one checksummed record: after a crash, replay applies all of
   * them or none. Resolves once durable. Concurrent commits may share one fsync (group commit).
   */
  commit(ops: WalOp[]): Promise<void>;
  /**
   * The BSON of a stored document, read from the value files when it was spilled there. Reads the
   * state as of the last `commit` call (the image is updated when a commit is called).
   */
  readDoc(db: string, coll: string, id: string): Uint8Array | undefined;
  /**
   * Documents larger than this (BSON bytes) are kept on disk once committed: the server may then
   * drop its parsed copy and read them back through `readDoc`. Undefined: nothing is spilled.
   */
  readonly spillThresholdBytes: number | undefined;
  /** Sizes, for tests and benchmarks. */
  stats(): StorageStats;
  /** Write a snapshot of the live state (atomic rename) and truncate the log. */
  compact(): Promise<void>;
  /** Flush, release the lock file. */
  close(): Promise<void>;
}

export type OpenStorage = (options: StorageOptions) => Promise<Storage>;
