import { BSON } from 'bson';
import type { WalOp } from '../storage/types';
import { CollectionIndex } from '../indexes/collection-index';
import { idKeyOf } from '../indexes/key-encoding';
import type { IndexSpec } from '../indexes/index-spec';
import type { Doc } from '../query/values';
import { planCandidates } from './query-planner';
import type { CollationSpec } from '../query/collation';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/**
 * One collection's live state: documents by canonical `_id` key in insertion order, and its
 * secondary indexes. Mutators record the storage ops of the change in `ops`.
 */
export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, CollectionIndex>();

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Doc = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Validates uniqueness against every index, then stores the document. */
  insert(doc: Doc, ops: WalOp[]): void {
    const id = idKeyOf(doc._id);
    if (this.docs.has(id)) throw this.idIndex().duplicate([doc._id]);
    for (const index of this.indexes.values()) index.checkUnique(id, doc);
    for (const index of this.indexes.values()) index.keysOf(doc);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
    ops.push(this.putOp(id, doc));
  }

  /** Replaces the document stored under `id` (its `_id` is unchanged by construction). */
  replace(id: string, doc: Doc, ops: WalOp[]): void {
    for (const index of this.indexes.values()) index.checkUnique(id, doc);
    for (const index of this.indexes.values()) index.keysOf(doc);
    for (const index of this.indexes.values()) index.remove(id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
    ops.push(this.putOp(id, doc));
  }

  remove(id: string, ops: WalOp[]): void {
    if (!this.docs.delete(id)) return;
    for (const index of this.indexes.values()) index.remove(id);
    ops.push({ op: 'delete', db: this.db, coll: this.name, id });
  }

  /** Builds an index over existing documents; fails (leaving nothing behind) on a violation. */
  addIndex(spec: IndexSpec, ops: WalOp[] | null): CollectionIndex {
    const index = new CollectionIndex(this.ns, spec);
    for (const [id, doc] of this.docs) {
      index.checkUnique(id, doc);
      index.add(id, doc);
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

  private putOp(id: string, doc: Doc): WalOp {
    return { op: 'put', db: this.db, coll: this.name, id, doc: BSON.serialize(doc) };
  }
}
