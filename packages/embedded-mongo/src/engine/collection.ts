import { BSON } from 'bson';
import type { WalOp } from '../storage/types';
import { CollectionIndex, type KeyEntry } from '../indexes/collection-index';
import { idKeyOf } from '../indexes/key-encoding';
import type { IndexSpec } from '../indexes/index-spec';
import type { Doc } from '../query/values';
import { planCandidates } from './query-planner';
import { readCollation, type CollationSpec } from '../query/collation';
import { bsonObjectTooLarge, MongoCommandError } from '../errors';
import { DocCache } from './doc-cache';
import { DocStore } from './doc-store';

/** Where a collection reads the documents it keeps on disk, and the cache it reads them through. */
export interface DocSource {
  read(db: string, coll: string, id: string): Uint8Array | undefined;
  cache: DocCache;
}

/** For collections whose storage never spills (tests of the engine alone). */
const NOTHING_SPILLED: DocSource = { read: () => undefined, cache: new DocCache(0) };

/** mongod's BSON document limit. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/**
 * One collection's live state: documents by canonical `_id` key in insertion order, and its
 * secondary indexes. Mutators record the storage ops of the change in `ops`.
 */
export class Collection {
  readonly docs: DocStore;
  readonly indexes = new Map<string, CollectionIndex>();

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Doc = {},
    source: DocSource = NOTHING_SPILLED,
  ) {
    // The NUL keeps 'a.b' + 'c' apart from 'a' + '.bc' in the shared cache.
    this.docs = new DocStore(
      `${db}\u0000${name}\u0000`,
      (id) => source.read(db, name, id),
      source.cache,
    );
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** The collation given at create, used by queries and index builds that name none. */
  get defaultCollation(): CollationSpec | undefined {
    const c = readCollation(this.options.collation);
    return c && c.locale !== 'simple' ? c : undefined;
  }

  /** Validates uniqueness against every index, then stores the document. */
  insert(doc: Doc, ops: WalOp[]): void {
    const id = idKeyOf(doc._id);
    if (this.docs.has(id)) throw this.idIndex().duplicate([doc._id]);
    const keys = this.checkedKeys(id, doc);
    const put = this.putOp(id, doc, 'insert');
    this.docs.set(id, doc);
    for (const [index, k] of keys) index.add(id, k);
    ops.push(put);
  }

  /** Replaces the document stored under `id` (its `_id` is unchanged by construction). */
  replace(id: string, doc: Doc, ops: WalOp[]): void {
    const keys = this.checkedKeys(id, doc);
    const put = this.putOp(id, doc, 'update');
    this.docs.set(id, doc);
    for (const [index, k] of keys) {
      if (index.holds(id, k)) continue;
      index.remove(id);
      index.add(id, k);
    }
    ops.push(put);
  }

  /** Every index's keys for a document, after checking them all (nothing changes on failure). */
  private checkedKeys(id: string, doc: Doc): [CollectionIndex, KeyEntry[]][] {
    const keys: [CollectionIndex, KeyEntry[]][] = [];
    for (const index of this.indexes.values()) {
      const k = index.keysOf(doc);
      index.assertUnique(id, k);
      keys.push([index, k]);
    }
    return keys;
  }

  remove(id: string, ops: WalOp[]): void {
    if (!this.docs.delete(id)) return;
    for (const index of this.indexes.values()) index.remove(id);
    ops.push({ op: 'delete', db: this.db, coll: this.name, id });
  }

  /**
   * Builds an index over existing documents; fails (leaving nothing behind) on a violation.
   * `ops` null means the index is being restored from storage, whose data already satisfied it.
   */
  addIndex(spec: IndexSpec, ops: WalOp[] | null): CollectionIndex {
    const index = new CollectionIndex(this.ns, spec);
    const fields = Object.keys(spec.key).map((path) => path.split('.')[0]!);
    for (const id of this.docs.keys()) {
      const keys = index.keysOf(this.docs.forKeys(id, fields)!);
      if (ops) index.assertUnique(id, keys);
      index.add(id, keys);
    }
    this.indexes.set(spec.name, index);
    if (ops) {
      ops.push({
        op: 'createIndex',
        db: this.db,
        coll: this.name,
        name: spec.name,
        spec: BSON.serialize(spec),
      });
    }
    return index;
  }

  /** Candidate documents for a filter, narrowed by an index when one applies. */
  candidates(filter: Doc | undefined, collation?: CollationSpec): Iterable<[string, Doc]> {
    return planCandidates(this, filter, collation);
  }

  private idIndex(): CollectionIndex {
    return new CollectionIndex(this.ns, ID_INDEX);
  }

  /** The storage op of a write, refused (nothing changed yet) when over mongod's 16 MiB. */
  private putOp(id: string, doc: Doc, write: 'insert' | 'update'): WalOp {
    const bytes = BSON.serialize(doc);
    if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
      throw write === 'insert'
        ? bsonObjectTooLarge(
            `object to insert too large. size in bytes: ${bytes.byteLength}, max size: ${MAX_DOCUMENT_BYTES}`,
          )
        : new MongoCommandError(
            17419,
            'Location17419',
            `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`,
          );
    }
    return { op: 'put', db: this.db, coll: this.name, id, doc: bytes };
  }
}
