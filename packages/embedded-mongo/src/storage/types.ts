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
  | { op: 'delete'; db: string; coll: string; id: string };

export interface CollectionImage {
  /** BSON of the collection's create options (empty document when none). */
  options: Uint8Array;
  /** Index name -> BSON of the index spec document ({ key, name, unique, ... }). */
  indexes: Map<string, Uint8Array>;
  /** Canonical _id key -> BSON of the document, in insertion order. */
  docs: Map<string, Uint8Array>;
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
  /** Sizes, for tests and benchmarks. */
  stats(): StorageStats;
  /** Write a snapshot of the live state (atomic rename) and truncate the log. */
  compact(): Promise<void>;
  /** Flush, release the lock file. */
  close(): Promise<void>;
}

export type OpenStorage = (options: StorageOptions) => Promise<Storage>;
