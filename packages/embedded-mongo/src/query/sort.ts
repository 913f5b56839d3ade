import { resolve } from 'mingo/util';
import { compareValues, type StringComparator } from './bson-order';
import type { Doc } from './values';
import { badValue } from '../errors';

export type SortSpec = Record<string, unknown>;

/**
 * The value a document sorts by for one key, following mongod: an array field sorts by its
 * smallest element ascending and its largest descending; an empty array sorts before null.
 */
function sortKey(doc: Doc, path: string, dir: number, strings?: StringComparator): unknown {
  const v = resolve(doc, path, { unwrapArray: true });
  if (!Array.isArray(v)) return v;
  if (v.length === 0) return undefined;
  let best = v[0];
  for (let i = 1; i < v.length; i++) {
    const c = compareValues(v[i], best, strings);
    if ((dir > 0 && c < 0) || (dir < 0 && c > 0)) best = v[i];
  }
  return best;
}

export function parseSort(spec: SortSpec): [string, number][] {
  return Object.entries(spec).map(([path, raw]) => {
    const dir = Number(
      typeof raw === 'object' && raw !== null ? (raw as { valueOf(): unknown }).valueOf() : raw,
    );
    if (dir !== 1 && dir !== -1) {
      if (raw && typeof raw === 'object' && '$meta' in raw) return [path, -1];
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    return [path, dir];
  });
}

/** A stable sort of documents by a sort specification, in BSON order. */
export function sortDocuments(docs: Doc[], spec: SortSpec, strings?: StringComparator): Doc[] {
  const all = parseSort(spec);
  // `$natural` is insertion order, which is the order documents arrive in.
  const natural = all.find(([path]) => path === '$natural');
  const keys = all.filter(([path]) => path !== '$natural');
  if (keys.length === 0) return natural?.[1] === -1 ? [...docs].reverse() : docs;
  const decorated = docs.map((doc, i) => ({
    doc,
    i,
    keys: keys.map(([path, dir]) => sortKey(doc, path, dir, strings)),
  }));
  decorated.sort((x, y) => {
    for (let k = 0; k < keys.length; k++) {
      const c = compareValues(x.keys[k], y.keys[k], strings);
      if (c) return c * keys[k]![1];
    }
    return x.i - y.i;
  });
  return decorated.map((d) => d.doc);
}
