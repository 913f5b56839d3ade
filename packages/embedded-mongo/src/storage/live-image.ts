/**
 * The engine's own copy of the data, kept current by applying each op as it commits, so a
 * snapshot never has to ask the server. Also tracks the live data size that decides compaction.
 */
import { SlabCopier } from './slab-copier';
import { FrozenImage, type FrozenCollection, type UndoLog } from './frozen-image';
import type { CollectionImage, StoreImage, WalOp } from './types';

/** BSON of `{}`: the options of a collection created implicitly by an insert or createIndex. */
const EMPTY_BSON_DOCUMENT = Uint8Array.of(5, 0, 0, 0, 0);

const entryBytes = (key: string, value: Uint8Array): number => key.length + value.byteLength;

function collectionBytes(c: CollectionImage): number {
  let bytes = c.options.byteLength;
  for (const [name, spec] of c.indexes) bytes += entryBytes(name, spec);
  for (const [id, doc] of c.docs) bytes += entryBytes(id, doc);
  return bytes;
}

export class LiveImage {
  readonly dbs: StoreImage = new Map();
  /** Approximate bytes of live documents, index specs and options. */
  liveBytes = 0;
  /** Undo logs of the current freeze, keyed by the documents map they watch. */
  private readonly undoLogs = new Map<Map<string, Uint8Array>, UndoLog>();

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
        this.liveBytes -= collectionBytes(c);
        colls.delete(op.coll);
        // A database with no collections does not exist in MongoDB either.
        if (colls.size === 0) this.dbs.delete(op.db);
        return;
      }
      case 'dropDatabase': {
        const colls = this.dbs.get(op.db);
        if (!colls) return;
        for (const c of colls.values()) this.liveBytes -= collectionBytes(c);
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
      case 'delete':
        this.deleteEntry(this.dbs.get(op.db)?.get(op.coll)?.docs, op.id);
        return;
    }
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
        for (const [id, doc] of c.docs) c.docs.set(id, slabs.copy(doc));
      }
    }
  }

  /** Keeps a document's value as of the freeze before its first change after it. */
  private recordUndo(map: Map<string, Uint8Array>, key: string, old: Uint8Array | undefined): void {
    const undo = this.undoLogs.get(map);
    if (undo && !undo.has(key)) undo.set(key, old);
  }

  private setEntry(map: Map<string, Uint8Array>, key: string, value: Uint8Array): void {
    const old = map.get(key);
    if (this.undoLogs.size > 0) this.recordUndo(map, key, old);
    if (old) this.liveBytes -= entryBytes(key, old);
    // Map.set on an existing key keeps its position: a replaced document keeps its natural order.
    map.set(key, value);
    this.liveBytes += entryBytes(key, value);
  }

  private deleteEntry(map: Map<string, Uint8Array> | undefined, key: string): void {
    const old = map?.get(key);
    if (!map || !old) return;
    if (this.undoLogs.size > 0) this.recordUndo(map, key, old);
    this.liveBytes -= entryBytes(key, old);
    map.delete(key);
  }
}
