import { Long } from 'bson';
import type { CommandHandler } from './context';
import { collectionName } from './args';
import { ID_INDEX } from '../engine/collection';
import { normalizeIndexSpec, sameIndexOptions, type IndexSpec } from '../indexes/index-spec';
import { encodeKeyValue } from '../indexes/key-encoding';
import type { WalOp } from '../storage/types';
import {
  badValue,
  indexKeySpecsConflict,
  indexNotFound,
  indexOptionsConflict,
  invalidOptions,
  namespaceNotFound,
} from '../errors';
import { isPlainObject, type Doc } from '../query/values';

const sameKey = (a: Doc, b: Doc): boolean => encodeKeyValue(a) === encodeKeyValue(b);

const createIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) {
    throw badValue('Must specify at least one index to create');
  }
  const raws: Doc[] = cmd.indexes.map((raw) => {
    if (!isPlainObject(raw)) throw badValue('index specification must be an object');
    return raw;
  });
  const specs = raws.map(normalizeIndexSpec);
  const ops: WalOp[] = [];
  const existed = ctx.catalog.get(ctx.db, name) !== undefined;
  const coll = ctx.catalog.getOrCreate(ctx.db, name, ops);
  const before = coll.indexes.size + 1;
  const toBuild: IndexSpec[] = [];
  specs.forEach((spec, i) => {
    // An index without an explicit collation inherits the collection's default.
    if (raws[i]!.collation === undefined && coll.defaultCollation) {
      spec.collation = coll.defaultCollation;
    }
  });
  for (const spec of specs) {
    if (spec.name === '_id_' || sameKey(spec.key, ID_INDEX.key)) {
      if (spec.unique === false || spec.sparse || spec.partialFilterExpression) {
        throw invalidOptions(`The field 'unique' is not valid for an _id index specification`);
      }
      continue;
    }
    const sameName = coll.indexes.get(spec.name);
    if (sameName) {
      if (!sameKey(sameName.spec.key, spec.key)) {
        throw indexKeySpecsConflict(
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      if (!sameIndexOptions(sameName.spec, spec)) {
        throw indexOptionsConflict(
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
        );
      }
      continue;
    }
    for (const other of coll.indexes.values()) {
      if (sameKey(other.spec.key, spec.key) && sameIndexOptions(other.spec, spec)) {
        throw indexOptionsConflict(`Index already exists with a different name: ${other.name}`);
      }
    }
    toBuild.push(spec);
  }
  // Build all or none: a unique violation in existing data leaves no index behind.
  const built: string[] = [];
  try {
    for (const spec of toBuild) {
      coll.addIndex(spec, ops);
      built.push(spec.name);
    }
  } catch (err) {
    for (const n of built) coll.indexes.delete(n);
    const kept = ops.filter((op) => op.op !== 'createIndex');
    await ctx.commit(kept);
    throw err;
  }
  await ctx.commit(ops);
  const after = coll.indexes.size + 1;
  return {
    numIndexesBefore: before,
    numIndexesAfter: after,
    ...(toBuild.length === 0 ? { note: 'all indexes already exist' } : {}),
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw namespaceNotFound(`ns does not exist: ${ctx.db}.${name}`);
  const firstBatch = [ID_INDEX, ...[...coll.indexes.values()].map((i) => i.spec)];
  return { cursor: { id: Long.ZERO, ns: `${ctx.db}.${name}`, firstBatch }, ok: 1 };
};

const dropIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw namespaceNotFound(`ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const match = [...coll.indexes.values()].find((i) => sameKey(i.spec.key, target));
    if (!match) throw indexNotFound(`can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else throw badValue("dropIndexes needs 'index'");
  for (const n of names) {
    if (n === '_id_') throw invalidOptions('cannot drop _id index');
    if (!coll.indexes.has(n)) throw indexNotFound(`index not found with name [${n}]`);
  }
  const ops: WalOp[] = [];
  for (const n of names) {
    coll.indexes.delete(n);
    ops.push({ op: 'dropIndex', db: ctx.db, coll: name, name: n });
  }
  await ctx.commit(ops);
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
