/**
 * The engine's own copy of the data, kept current by applying each op as it commits, so a
 * snapshot never has to ask the server. Also tracks the live data size that decides compaction.
 */
import { SlabCopier } from './slab-copier';
import { FrozenImage, type FrozenCollection, type UndoLog } from './frozen-image';
import {
  isSpilled,
  type CollectionImage,
  type StoredDoc,
  type StoreImage,
  type ValueRef,
  type WalOp,
} from './types';

/** BSON of `{}`: the options of a collection created implicitly by an insert or createIndex. */
const EMPTY_BSON_DOCUMENT = Uint8Array.of(5, 0, 0, 0, 0);

/** Bytes an entry costs in memory and in a snapshot: a spilled document only its skeleton. */
const entryBytes = (key: string, value: StoredDoc): number =>
  key.length + (isSpilled(value) ? value.skeleton.byteLength + 24 : value.byteLength);

export class LiveImage {
  readonly dbs: StoreImage = new Map();
  /** Approximate bytes of live documents (spilled ones: their skeletons), index specs and options. */
  liveBytes = 0;
  /** Value file segment -> bytes of live spilled documents in it. */
  readonly liveValueBytes = new Map<number, number>();
  /** Undo logs of the current freeze, keyed by the documents map they watch. */
  private readonly undoLogs = new Map<Map<string, StoredDoc>, UndoLog>();

  /** The state as of now, readable while later ops keep applying (see FrozenImage). */
  freeze(): FrozenImage {
    if (this.undoLogs.size > 0) throw new Error('the image is already frozen');
    const collections: FrozenCollection[] = [];
    for (const [db, colls] of this.dbs) {
      for (const [coll, c] of colls) {
        const undo: UndoLog = new Map();
        this.undoLogs.set(c.docs, undo);
        collections.push({
          db,
          coll,
          options: c.options,
          indexes: new Map(c.indexes),
          docs: c.docs,
          undo,
        });
      }
    }
    return new FrozenImage(collections, () => this.undoLogs.clear());
  }

  apply(op: WalOp): void {
    switch (op.op) {
      case 'createCollection': {
        const c = this.ensureCollection(op.db, op.coll);
        this.liveBytes += op.options.byteLength - c.options.byteLength;
        c.options = op.options;
        return;
      }
      case 'dropCollection': {
        const colls = this.dbs.get(op.db);
        const c = colls?.get(op.coll);
        if (!colls || !c) return;
        this.forgetCollection(c);
        colls.delete(op.coll);
        // A database with no collections does not exist in MongoDB either.
        if (colls.size === 0) this.dbs.delete(op.db);
        return;
      }
      case 'dropDatabase': {
        const colls = this.dbs.get(op.db);
        if (!colls) return;
        for (const c of colls.values()) this.forgetCollection(c);
        this.dbs.delete(op.db);
        return;
      }
      case 'createIndex':
        this.setEntry(this.ensureCollection(op.db, op.coll).indexes, op.name, op.spec);
        return;
      case 'dropIndex':
        this.deleteEntry(this.dbs.get(op.db)?.get(op.coll)?.indexes, op.name);
        return;
      case 'put':
        this.setEntry(this.ensureCollection(op.db, op.coll).docs, op.id, op.doc);
        return;
      case 'putSpilled':
        this.setEntry(this.ensureCollection(op.db, op.coll).docs, op.id, op.spilled);
        return;
      case 'delete':
        this.deleteEntry(this.dbs.get(op.db)?.get(op.coll)?.docs, op.id);
        return;
    }
  }

  /** The BSON of a document as stored in memory, or its location on disk. */
  get(db: string, coll: string, id: string): StoredDoc | undefined {
    return this.dbs.get(db)?.get(coll)?.docs.get(id);
  }

  /**
   * Points every live document stored in `segments` at a new copy made by `move`. Not logged:
   * the old copies stay valid until a snapshot holding the new places replaces the log.
   */
  relocate(segments: ReadonlySet<number>, move: (ref: ValueRef) => ValueRef): void {
    for (const colls of this.dbs.values()) {
      for (const c of colls.values()) {
        for (const [id, doc] of c.docs) {
          if (!isSpilled(doc) || !segments.has(doc.ref.segment)) continue;
          const moved = { ref: move(doc.ref), skeleton: doc.skeleton };
          this.countOut(id, doc);
          c.docs.set(id, moved);
          this.countIn(id, moved);
        }
      }
    }
  }

  private forgetCollection(c: CollectionImage): void {
    this.liveBytes -= c.options.byteLength;
    for (const [name, spec] of c.indexes) this.liveBytes -= name.length + spec.byteLength;
    for (const [id, doc] of c.docs) this.countOut(id, doc);
  }

  private countIn(key: string, value: StoredDoc): void {
    this.liveBytes += entryBytes(key, value);
    if (!isSpilled(value)) return;
    const { segment, length } = value.ref;
    this.liveValueBytes.set(segment, (this.liveValueBytes.get(segment) ?? 0) + length);
  }

  private countOut(key: string, value: StoredDoc): void {
    this.liveBytes -= entryBytes(key, value);
    if (!isSpilled(value)) return;
    const { segment, length } = value.ref;
    const left = (this.liveValueBytes.get(segment) ?? 0) - length;
    if (left > 0) this.liveValueBytes.set(segment, left);
    else this.liveValueBytes.delete(segment);
  }

  private ensureCollection(db: string, coll: string): CollectionImage {
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    let c = colls.get(coll);
    if (!c) {
      c = { options: EMPTY_BSON_DOCUMENT, indexes: new Map(), docs: new Map() };
      colls.set(coll, c);
      this.liveBytes += c.options.byteLength;
    }
    return c;
  }

  /**
   * Copies every value into fresh slabs, so the image no longer holds on to the buffers it was
   * replayed from (those also hold every record since deleted or overwritten).
   */
  pack(): void {
    const slabs = new SlabCopier();
    for (const colls of this.dbs.values()) {
      for (const c of colls.values()) {
        c.options = slabs.copy(c.options);
        for (const [name, spec] of c.indexes) c.indexes.set(name, slabs.copy(spec));
        for (const [id, doc] of c.docs) {
          c.docs.set(
            id,
            isSpilled(doc) ? { ref: doc.ref, skeleton: slabs.copy(doc.skeleton) } : slabs.copy(doc),
          );
        }
      }
    }
  }

  /** Keeps a document's value as of the freeze before its first change after it. */
  private recordUndo(map: Map<string, StoredDoc>, key: string, old: StoredDoc | undefined): void {
    const undo = this.undoLogs.get(map);
    if (undo && !undo.has(key)) undo.set(key, old);
  }

  private setEntry<V extends StoredDoc>(map: Map<string, V>, key: string, value: V): void {
    const old = map.get(key);
    if (this.undoLogs.size > 0) this.recordUndo(map as Map<string, StoredDoc>, key, old);
    if (old) this.countOut(key, old);
    // Map.set on an existing key keeps its position: a replaced document keeps its natural order.
    map.set(key, value);
    this.countIn(key, value);
  }

  private deleteEntry<V extends StoredDoc>(map: Map<string, V> | undefined, key: string): void {
    const old = map?.get(key);
    if (!map || !old) return;
    if (this.undoLogs.size > 0) this.recordUndo(map as Map<string, StoredDoc>, key, old);
    this.countOut(key, old);
    map.delete(key);
  }
}
