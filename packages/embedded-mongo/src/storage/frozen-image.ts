/**
 * The image as it was at one instant, read while commits keep changing it: the basis of a
 * snapshot that does not stop writers. Freezing costs O(collections + indexes); documents are not
 * copied. Instead the live image records, for each document changed after the freeze, the value it
 * had at the freeze (its undo entry), and `ops()` reads the live map through those entries.
 */
import { isSpilled, type StoredDoc, type WalOp } from './types';

/** A document's value at the freeze; undefined: it did not exist then. */
export type UndoLog = Map<string, StoredDoc | undefined>;

export interface FrozenCollection {
  db: string;
  coll: string;
  options: Uint8Array;
  /** Copied at the freeze (index lists are small). */
  indexes: Map<string, Uint8Array>;
  /** The live documents map, still changing. */
  docs: Map<string, StoredDoc>;
  undo: UndoLog;
}

export class FrozenImage {
  constructor(
    private readonly collections: FrozenCollection[],
    private readonly onRelease: () => void,
  ) {}

  /** The ops that rebuild the frozen state from nothing, in natural order. */
  *ops(): Generator<WalOp> {
    for (const { db, coll, options, indexes, docs, undo } of this.collections) {
      yield { op: 'createCollection', db, coll, options };
      for (const [name, spec] of indexes) yield { op: 'createIndex', db, coll, name, spec };
      // Map iteration tolerates changes between steps: it skips deleted entries and visits added
      // ones, and a key deleted then re-added comes round again, hence `visited`.
      const visited = new Set<string>();
      for (const [id, current] of docs) {
        if (visited.has(id)) continue;
        visited.add(id);
        const doc = undo.has(id) ? undo.get(id) : current;
        if (doc) yield putOp(db, coll, id, doc);
      }
      // Documents deleted after the freeze before the walk reached them.
      for (const [id, doc] of undo) {
        if (doc && !visited.has(id)) yield putOp(db, coll, id, doc);
      }
    }
  }

  /** Stops the live image from recording undo entries for this freeze. */
  release(): void {
    this.onRelease();
  }
}

const putOp = (db: string, coll: string, id: string, doc: StoredDoc): WalOp =>
  isSpilled(doc)
    ? { op: 'putSpilled', db, coll, id, spilled: doc }
    : { op: 'put', db, coll, id, doc };
