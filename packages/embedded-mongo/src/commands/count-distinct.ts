import type { CommandHandler } from './context';
import type { Collection } from '../engine/collection';
import type { CollationSpec } from '../query/collation';
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
  const coll = ctx.catalog.get(ctx.db, name);
  const query = optionalDoc(cmd, 'query');
  const strings = collationComparator(collation);
  // Over the whole collection, an index on the key holds the answer (a brand filter's options).
  const indexed =
    !query || Object.keys(query).length === 0 ? indexedValues(coll, key, collation) : undefined;
  if (indexed) return { values: indexed.sort((a, b) => compareValues(a, b, strings)), ok: 1 };
  const seen = new Map<string, unknown>();
  for (const doc of selectDocuments(coll, { filter: query, collation })) {
    for (const v of pathValues(doc, key)) {
      if (v === undefined) continue;
      const k = encodeKeyValue(v, collation);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  const values = [...seen.values()].sort((a, b) => compareValues(a, b, strings));
  return { values, ok: 1 };
};

/** A simple-collation index led by `key`, when its keys give every value (none null or missing). */
function indexedValues(
  coll: Collection | undefined,
  key: string,
  collation: CollationSpec | undefined,
): unknown[] | undefined {
  if (!coll || (collation && collation.locale !== 'simple') || coll.defaultCollation) return;
  for (const index of coll.indexes.values()) {
    if (index.usableFor(key, 'null')) return index.firstFieldValues();
  }
  return undefined;
}

export const countCommands: Record<string, CommandHandler> = { count, distinct };
