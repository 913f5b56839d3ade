import type { Collection } from './collection';
import { indexForSort, narrowedCandidates } from './query-planner';
import type { CollectionIndex } from '../indexes/collection-index';
import { compileFilter } from '../query/filter';
import { collationComparator, type CollationSpec } from '../query/collation';
import { sortDocuments, type SortSpec } from '../query/sort';
import type { Doc } from '../query/values';

export interface SelectOptions {
  filter?: Doc;
  sort?: SortSpec;
  skip?: number;
  collation?: CollationSpec;
}

/**
 * The matching documents of a collection (live objects: never mutate them) in result order.
 * Without a sort this is lazy, so a cursor reads only as far as its batches need.
 */
export function selectDocuments(coll: Collection | undefined, opts: SelectOptions): Iterable<Doc> {
  if (!coll) return [];
  const { filter, sort } = opts;
  const collation = opts.collation ?? coll.defaultCollation;
  const predicate = compileFilter(filter, collation);
  const skip = opts.skip ?? 0;
  if (sort && Object.keys(sort).length > 0) {
    const narrowed = narrowedCandidates(coll, filter, collation);
    const ordered = narrowed ? undefined : indexForSort(coll, sort, collation);
    if (ordered) return inIndexOrder(coll, ordered.index, ordered.direction, predicate, skip);
    const matched: Doc[] = [];
    for (const [, doc] of coll.candidates(filter, collation)) if (predicate(doc)) matched.push(doc);
    const sorted = sortDocuments(matched, sort, collationComparator(collation));
    return skip ? sorted.slice(skip) : sorted;
  }
  return matching(coll.candidates(filter, collation), predicate, skip);
}

/** Candidates that pass the filter, in candidate order, after skipping `skip` of them. */
function* matching(
  candidates: Iterable<[string, Doc]>,
  predicate: (doc: Doc) => boolean,
  skip: number,
): Iterable<Doc> {
  let skipped = 0;
  for (const [, doc] of candidates) {
    if (!predicate(doc)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    yield doc;
  }
}

/** Lazily walks an index in sort order, so `sort + limit` reads only what it returns. */
function* inIndexOrder(
  coll: Collection,
  index: CollectionIndex,
  direction: number,
  predicate: (doc: Doc) => boolean,
  skip: number,
): Iterable<Doc> {
  const seen = new Set<string>();
  let skipped = 0;
  for (const id of index.idsInOrder(direction)) {
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = coll.docs.get(id);
    if (!doc || !predicate(doc)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    yield doc;
  }
}

/** Like selectDocuments but with each document's id key, for writes. */
export function selectForWrite(
  coll: Collection,
  opts: SelectOptions & { limit?: number },
): [string, Doc][] {
  opts = { ...opts, collation: opts.collation ?? coll.defaultCollation };
  const predicate = compileFilter(opts.filter, opts.collation);
  const out: [string, Doc][] = [];
  if (opts.sort && Object.keys(opts.sort).length > 0) {
    for (const entry of coll.candidates(opts.filter, opts.collation))
      if (predicate(entry[1])) out.push(entry);
    const byDoc = new Map(out.map(([id, d]) => [d, id]));
    const sorted = sortDocuments(
      out.map(([, d]) => d),
      opts.sort,
      collationComparator(opts.collation),
    );
    const limited = opts.limit ? sorted.slice(0, opts.limit) : sorted;
    return limited.map((d) => [byDoc.get(d)!, d]);
  }
  for (const entry of coll.candidates(opts.filter, opts.collation)) {
    if (!predicate(entry[1])) continue;
    out.push(entry);
    if (opts.limit && out.length >= opts.limit) break;
  }
  return out;
}
