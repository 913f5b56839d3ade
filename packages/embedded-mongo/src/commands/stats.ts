import type { CommandHandler } from './context';
import { collectionName } from './args';
import type { Collection } from '../engine/collection';
import { namespaceNotFound } from '../errors';

/** BSON bytes of the collection's documents (those kept on disk are not read for it). */
export const dataSize = (coll: Collection): number => {
  let size = 0;
  for (const id of coll.docs.keys()) size += coll.docs.bsonSize(id);
  return size;
};

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw namespaceNotFound(`Collection [${ctx.db}.${name}] not found.`);
  const size = dataSize(coll);
  const count = coll.docs.size;
  const indexSizes: Record<string, number> = { _id_: count * 16 };
  for (const index of coll.indexes.values()) indexSizes[index.name] = index.size * 16;
  return {
    ns: coll.ns,
    count,
    size,
    avgObjSize: count ? Math.round(size / count) : 0,
    storageSize: size,
    nindexes: coll.indexes.size + 1,
    totalIndexSize: Object.values(indexSizes).reduce((a, b) => a + b, 0),
    indexSizes,
    ok: 1,
  };
};

const dbStats: CommandHandler = (_cmd, ctx) => {
  const colls = [...(ctx.catalog.databases.get(ctx.db)?.values() ?? [])];
  const objects = colls.reduce((n, c) => n + c.docs.size, 0);
  const size = colls.reduce((n, c) => n + dataSize(c), 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? Math.round(size / objects) : 0,
    dataSize: size,
    storageSize: size,
    indexes: colls.reduce((n, c) => n + c.indexes.size + 1, 0),
    indexSize: colls.reduce((n, c) => n + (c.indexes.size + 1) * c.docs.size * 16, 0),
    ok: 1,
  };
};

export const statsCommands: Record<string, CommandHandler> = { collStats, dbStats };
