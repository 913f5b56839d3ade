import { Long } from 'bson';
import type { CommandHandler } from './context';
import { collectionName, optionalDoc } from './args';
import { ID_INDEX } from '../engine/collection';
import { dataSize } from './stats';
import { compileFilter } from '../query/filter';
import type { WalOp } from '../storage/types';
import { invalidOptions, namespaceExists } from '../errors';
import type { Doc } from '../query/values';

/** Collection kinds that behave differently from a plain collection: refused, never ignored. */
const UNSUPPORTED_OPTIONS = ['viewOn', 'capped', 'timeseries', 'clusteredIndex', 'validator'];

const create: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  for (const option of UNSUPPORTED_OPTIONS) {
    if (cmd[option] !== undefined && cmd[option] !== false) {
      throw invalidOptions(`create option '${option}' is not supported by the embedded server`);
    }
  }
  if (ctx.catalog.get(ctx.db, name))
    throw namespaceExists(`Collection ${ctx.db}.${name} already exists.`);
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd)) {
    if (k === 'create' || k.startsWith('$') || ['lsid', 'writeConcern', 'comment'].includes(k))
      continue;
    options[k] = v;
  }
  const ops: WalOp[] = [];
  ctx.catalog.getOrCreate(ctx.db, name, ops, options);
  await ctx.commit(ops);
  return { ok: 1 };
};

const drop: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd);
  const coll = ctx.catalog.get(ctx.db, name);
  const ops: WalOp[] = [];
  // mongod 7.0 answers ok for a missing collection too (no NamespaceNotFound any more).
  if (!coll) return { ok: 1 };
  ctx.catalog.drop(ctx.db, name, ops);
  await ctx.commit(ops);
  return { nIndexesWas: coll.indexes.size + 1, ns: coll.ns, ok: 1 };
};

const dropDatabase: CommandHandler = async (_cmd, ctx) => {
  const ops: WalOp[] = [];
  ctx.catalog.dropDatabase(ctx.db, ops);
  await ctx.commit(ops);
  return { ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = compileFilter(optionalDoc(cmd, 'filter'));
  const nameOnly = cmd.nameOnly === true;
  const entries: Doc[] = [];
  for (const coll of ctx.catalog.databases.get(ctx.db)?.values() ?? []) {
    const entry: Doc = nameOnly
      ? { name: coll.name, type: 'collection' }
      : {
          name: coll.name,
          type: 'collection',
          options: coll.options,
          info: { readOnly: false },
          idIndex: ID_INDEX,
        };
    if (filter(entry)) entries.push(entry);
  }
  return {
    cursor: { id: Long.ZERO, ns: `${ctx.db}.$cmd.listCollections`, firstBatch: entries },
    ok: 1,
  };
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const filter = compileFilter(optionalDoc(cmd, 'filter'));
  const databases: Doc[] = [];
  let totalSize = 0;
  for (const [name, colls] of ctx.catalog.databases) {
    let sizeOnDisk = 0;
    for (const coll of colls.values()) sizeOnDisk += dataSize(coll);
    totalSize += sizeOnDisk;
    const entry: Doc =
      cmd.nameOnly === true ? { name } : { name, sizeOnDisk, empty: colls.size === 0 };
    if (filter(entry)) databases.push(entry);
  }
  return cmd.nameOnly === true
    ? { databases, ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
};

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
};
