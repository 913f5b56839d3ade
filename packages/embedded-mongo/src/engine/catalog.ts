import { BSON } from 'bson';
import { isSpilled, type StoreImage, type WalOp } from '../storage/types';
import type { Doc } from '../query/values';
import { Collection, type DocSource } from './collection';
import { DocCache } from './doc-cache';
import { decodeDoc as decode, SpilledStub } from './doc-store';
import type { IndexSpec } from '../indexes/index-spec';
import { invalidNamespace } from '../errors';

/** All databases and their collections, as live parsed state. */
export class Catalog {
  readonly databases = new Map<string, Map<string, Collection>>();

  /** @param source where collections read the documents storage keeps on disk */
  constructor(private readonly source?: DocSource) {}

  /**
   * Rebuilds live state from the storage image replayed at open. Documents storage keeps on disk
   * stay there: only their skeletons are read, and indexes are built from those.
   */
  static fromImage(
    image: StoreImage,
    read: DocSource['read'] = () => undefined,
    cache = new DocCache(),
  ): Catalog {
    const source: DocSource = { read, cache };
    const catalog = new Catalog(source);
    for (const [dbName, colls] of image) {
      const db = new Map<string, Collection>();
      catalog.databases.set(dbName, db);
      for (const [collName, img] of colls) {
        const coll = new Collection(
          dbName,
          collName,
          img.options.length ? decode(img.options) : {},
          source,
        );
        for (const [id, stored] of img.docs) {
          if (!isSpilled(stored)) coll.docs.set(id, decode(stored));
          else
            coll.docs.setSpilled(id, new SpilledStub(stored.ref.length, decode(stored.skeleton)));
        }
        for (const [, spec] of img.indexes) coll.addIndex(decode(spec) as IndexSpec, null);
        db.set(collName, coll);
      }
    }
    return catalog;
  }

  get(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly (as mongod does on first write). */
  getOrCreate(db: string, name: string, ops: WalOp[], options: Doc = {}): Collection {
    const existing = this.get(db, name);
    if (existing) return existing;
    validateName(db, name);
    let colls = this.databases.get(db);
    if (!colls) this.databases.set(db, (colls = new Map()));
    const coll = new Collection(db, name, options, this.source);
    colls.set(name, coll);
    ops.push({ op: 'createCollection', db, coll: name, options: BSON.serialize(options) });
    return coll;
  }

  drop(db: string, name: string, ops: WalOp[]): boolean {
    const colls = this.databases.get(db);
    if (!colls?.delete(name)) return false;
    if (colls.size === 0) this.databases.delete(db);
    ops.push({ op: 'dropCollection', db, coll: name });
    return true;
  }

  dropDatabase(db: string, ops: WalOp[]): void {
    if (!this.databases.delete(db)) return;
    ops.push({ op: 'dropDatabase', db });
  }
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db)) throw invalidNamespace(`Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\u0000')) {
    throw invalidNamespace(`Invalid collection name: ${name}`);
  }
}
