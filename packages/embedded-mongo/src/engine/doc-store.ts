/**
 * A collection's documents by canonical `_id` key, in insertion order. Small documents are kept
 * parsed; a large one, once its commit has put it in the storage's value files, is kept only as a
 * stub (its BSON size and, after a restart, its skeleton of small fields) and read back through a
 * bounded cache when a query needs it. Memory then follows the working set, not the data.
 */
import { BSON } from 'bson';
import type { Doc } from '../query/values';
import { normalizeDocument } from '../query/values';
import { RAW_DESERIALIZE } from '../wire/bson-options';
import type { DocCache } from './doc-cache';

export const decodeDoc = (bytes: Uint8Array): Doc =>
  normalizeDocument(BSON.deserialize(bytes, RAW_DESERIALIZE));

/** A document that lives on disk. */
export class SpilledStub {
  constructor(
    /** BSON bytes of the whole document. */
    readonly bytes: number,
    /** Its small top-level fields, enough for most index keys, filters and sorts. */
    readonly skeleton?: Doc,
  ) {}
}

/** Reads a document's BSON from storage. */
export type DocReader = (id: string) => Uint8Array | undefined;

export class DocStore {
  private readonly byId = new Map<string, Doc | SpilledStub>();
  /** How many entries are stubs: with none, scans walk the map itself (no per-entry check). */
  private stubs = 0;

  constructor(
    /** Unique among collections: the cache's key prefix. */
    private readonly cacheKey: string,
    private readonly read: DocReader,
    private readonly cache: DocCache,
  ) {}

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): Doc | undefined {
    const entry = this.byId.get(id);
    return entry instanceof SpilledStub ? this.load(id, entry) : entry;
  }

  set(id: string, doc: Doc): void {
    this.forget(id);
    this.byId.set(id, doc);
  }

  /** A document as stored on disk (restart): only its stub is kept in memory. */
  setSpilled(id: string, stub: SpilledStub): void {
    this.forget(id);
    this.byId.set(id, stub);
    this.stubs++;
  }

  delete(id: string): boolean {
    this.forget(id);
    return this.byId.delete(id);
  }

  /** Drops the cached copy of `id` and, when it was a stub, its count. */
  private forget(id: string): void {
    this.cache.delete(this.cacheKey + id);
    if (this.byId.get(id) instanceof SpilledStub) this.stubs--;
  }

  /**
   * After the commit that stored document `id` (`bytes` of BSON) in the value files: keep only a
   * stub. Storage answers reads with the latest committed state, so this is safe even when the
   * document was replaced again meanwhile.
   */
  release(id: string, bytes: number, skeleton: Doc): void {
    const entry = this.byId.get(id);
    if (entry === undefined || entry instanceof SpilledStub) return;
    this.byId.set(id, new SpilledStub(bytes, skeleton));
    this.stubs++;
  }

  /**
   * A document to compute index keys from, or to filter and sort by: the skeleton when it holds
   * every top-level field that reads, the whole document otherwise.
   */
  forKeys(id: string, topLevelFields: readonly string[]): Doc | undefined {
    const entry = this.byId.get(id);
    if (!(entry instanceof SpilledStub)) return entry;
    const skeleton = entry.skeleton;
    if (skeleton && topLevelFields.every((f) => f in skeleton)) return skeleton;
    return this.load(id, entry);
  }

  /** BSON bytes of a document, without reading a spilled one. */
  bsonSize(id: string): number {
    const entry = this.byId.get(id);
    if (entry === undefined) return 0;
    return entry instanceof SpilledStub ? entry.bytes : BSON.calculateObjectSize(entry);
  }

  keys(): IterableIterator<string> {
    return this.byId.keys();
  }

  entries(): IterableIterator<[string, Doc]> {
    if (this.stubs === 0) return this.byId.entries() as IterableIterator<[string, Doc]>;
    return this.loadingEntries();
  }

  values(): IterableIterator<Doc> {
    if (this.stubs === 0) return this.byId.values() as IterableIterator<Doc>;
    return this.loadingValues();
  }

  [Symbol.iterator](): IterableIterator<[string, Doc]> {
    return this.entries();
  }

  private *loadingEntries(): Generator<[string, Doc]> {
    for (const [id, entry] of this.byId) {
      yield [id, entry instanceof SpilledStub ? this.load(id, entry) : entry];
    }
  }

  private *loadingValues(): Generator<Doc> {
    for (const [, doc] of this.loadingEntries()) yield doc;
  }

  private load(id: string, stub: SpilledStub): Doc {
    const key = this.cacheKey + id;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const bytes = this.read(id);
    if (!bytes) throw new Error(`document ${id} of ${this.cacheKey} is missing from storage`);
    const doc = decodeDoc(bytes);
    this.cache.set(key, doc, stub.bytes);
    return doc;
  }
}
