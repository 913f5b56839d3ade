import type { CommandHandler } from './context';
import { collationOf, collectionName, optionalDoc, optionalInt } from './args';
import { selectDocuments } from '../engine/select';
import { pathValues } from '../indexes/path-values';
import { encodeKeyValue } from '../indexes/key-encoding';
import { compareValues } from '../query/bson-order';
import { collationComparator } from '../query/collation';
import { badValue } from '../errors';

const count: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const coll = ctx.catalog.get(ctx.db, name);
  const query = optionalDoc(cmd, 'query');
  const skip = Math.max(0, optionalInt(cmd, 'skip') ?? 0);
  const limit = Math.abs(optionalInt(cmd, 'limit') ?? 0);
  let n: number;
  if (!query || Object.keys(query).length === 0) {
    n = Math.max(0, (coll?.docs.size ?? 0) - skip);
  } else {
    n = 0;
    for (const _ of selectDocuments(coll, { filter: query, skip, collation: collationOf(cmd) })) {
      n++;
      if (limit && n >= limit) break;
    }
  }
  return { n: limit ? Math.min(n, limit) : n, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd);
  const key = cmd.key;
  if (typeof key !== 'string') throw badValue("distinct needs a 'key' string");
  const collation = collationOf(cmd);
  const seen = new Map<string, unknown>();
  for (const doc of selectDocuments(ctx.catalog.get(ctx.db, name), {
    filter: optionalDoc(cmd, 'query'),
    collation,
  })) {
    for (const v of pathValues(doc, key)) {
      if (v === undefined) continue;
      const k = encodeKeyValue(v, collation);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  const strings = collationComparator(collation);
  const values = [...seen.values()].sort((a, b) => compareValues(a, b, strings));
  return { values, ok: 1 };
};

export const countCommands: Record<string, CommandHandler> = { count, distinct };
