import type { Collection } from './collection';
import { idKeyOf } from '../indexes/key-encoding';
import { indexForSort, indexWalkForSort, narrowedIds } from './query-planner';
import { compileFilter } from '../query/filter';
import { compileTextSearch, textIndexOf } from '../query/text-search';
import { collationComparator, type CollationSpec } from '../query/collation';
import { sortDocuments, type SortSpec } from '../query/sort';
import type { Doc } from '../query/values';
import { bsonType } from '../query/values';

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
  // Compiled first: an unknown operator is an error even on a collection that does not exist.
  const predicate = compileDocFilter(coll, opts.filter, opts.collation ?? coll?.defaultCollation);
  if (!coll) return [];
  const { filter, sort } = opts;
  const collation = opts.collation ?? coll.defaultCollation;
  const skip = opts.skip ?? 0;
  if (sort && Object.keys(sort).length > 0) {
    // A few candidates from an index sort cheaply in memory; many are better read in sort order
    // from an index that has it, so `sort + limit` stops at the page.
    // An index whose key starts with the filter's equalities reads only those documents, in
    // order: never worse than narrowing to them and sorting (`{ status }` by `{ targetAt }`).
    const walk = indexWalkForSort(coll, filter, sort, collation);
    if (walk && walk.prefix.length > 0) {
      return inIndexOrder(
        coll,
        walk.index.idsInKeyOrder(walk.direction, walk.prefix),
        predicate,
        skip,
      );
    }
    const few = narrowedIds(coll, filter, collation, smallCandidateSet);
    if (walk && (few === undefined || few === 'many')) {
      return inIndexOrder(coll, walk.index.idsInKeyOrder(walk.direction), predicate, skip);
    }
    const narrowed = few === 'many' ? narrowedIds(coll, filter, collation) : few;
    if (narrowed === 'many') throw new Error('unreachable: narrowing without a bound');
    const ordered = narrowed ? undefined : indexForSort(coll, sort, collation);
    if (ordered) {
      const ids = ordered.index.idsInOrder(ordered.direction);
      return inIndexOrder(coll, ids, predicate, skip);
    }
    if (narrowed) return sortedByViews(coll, narrowed, filter, sort, opts, predicate);
    const matched: Doc[] = [];
    for (const [, doc] of coll.candidates(filter, collation)) if (predicate(doc)) matched.push(doc);
    const sorted = sortDocuments(matched, sort, collationComparator(collation));
    return skip ? sorted.slice(skip) : sorted;
  }
  return matching(coll.candidates(filter, collation), predicate, skip);
}

/**
 * The filter as a predicate; a top-level `$text` is answered with the collection's text index
 * (it needs the collection, which the general filter compiler does not know).
 */
export function compileDocFilter(
  coll: Collection | undefined,
  filter: Doc | undefined,
  collation?: CollationSpec,
): (doc: Doc) => boolean {
  if (!filter || !('$text' in filter)) return compileFilter(filter, collation);
  const { $text: text, ...rest } = filter;
  const score = compileTextSearch(coll ? textIndexOf(coll.indexes.values()) : undefined, text);
  const others = compileFilter(rest, collation);
  return (doc) => score(doc) > 0 && others(doc);
}

/** A `$text` filter's textScore of each document (0 for a filter without one). */
export function textScorer(
  coll: Collection | undefined,
  filter: Doc | undefined,
): (doc: Doc) => number {
  if (!filter || !('$text' in filter) || !coll) return () => 0;
  return compileTextSearch(textIndexOf(coll.indexes.values()), filter.$text);
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

/** Below this many index-narrowed candidates, sorting them beats walking a sorted index. */
const smallCandidateSet = 1_000;

/**
 * The top-level fields a filter and sort read, or undefined when the filter has top-level
 * operators ($and, $or, $expr...) whose fields are not listed here.
 */
function fieldsRead(filter: Doc | undefined, sort: SortSpec): string[] | undefined {
  const paths = [...Object.keys(filter ?? {}), ...Object.keys(sort)];
  if (paths.some((p) => p.startsWith('$'))) return undefined;
  return paths.map((p) => p.split('.')[0]!);
}

/**
 * A few index-narrowed candidates, filtered and sorted on what the filter and sort read (for a
 * document kept on disk, its skeleton of small fields when that holds them), then read whole one
 * by one as the cursor hands them out: a GridFS download holds one batch of chunks, not the file.
 */
function* sortedByViews(
  coll: Collection,
  ids: Iterable<string>,
  filter: Doc | undefined,
  sort: SortSpec,
  opts: SelectOptions,
  predicate: (doc: Doc) => boolean,
): Iterable<Doc> {
  const fields = fieldsRead(filter, sort);
  const idOf = new Map<Doc, string>();
  const matched: Doc[] = [];
  for (const id of ids) {
    const view = fields ? coll.docs.forKeys(id, fields) : coll.docs.get(id);
    if (!view || !predicate(view)) continue;
    idOf.set(view, id);
    matched.push(view);
  }
  const collation = opts.collation ?? coll.defaultCollation;
  const sorted = sortDocuments(matched, sort, collationComparator(collation));
  for (const view of opts.skip ? sorted.slice(opts.skip) : sorted) {
    const doc = coll.docs.get(idOf.get(view)!);
    if (doc) yield doc;
  }
}

/** Lazily walks index ids in sort order, so `sort + limit` reads only what it returns. */
function* inIndexOrder(
  coll: Collection,
  ids: Iterable<string>,
  predicate: (doc: Doc) => boolean,
  skip: number,
): Iterable<Doc> {
  const seen = new Set<string>();
  let skipped = 0;
  for (const id of ids) {
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

/** Scalars whose index key equality is exactly `$eq` (no arrays, documents, regexes or nulls). */
const exactlyKeyed = (v: unknown): boolean =>
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  v instanceof Date ||
  bsonType(v) === 'ObjectId';

/**
 * How many documents match, answered from the catalogue or an index when that is exact: no
 * filter is the collection's size, and one equality on an indexed field is the size of that
 * key's posting (a count mongod also answers from an index). Anything else counts the matches.
 */
export function countMatching(
  coll: Collection | undefined,
  filter: Doc | undefined,
  collation?: CollationSpec,
): number {
  if (!coll) return 0;
  const entries = filter ? Object.entries(filter) : [];
  if (entries.length === 0) return coll.docs.size;
  if (entries.length === 1 && !collation && !coll.defaultCollation) {
    const [path, value] = entries[0]!;
    if (!path.startsWith('$') && exactlyKeyed(value)) {
      const index = [...coll.indexes.values()].find((i) => i.usableFor(path, 'null'));
      if (index) return index.countEqual(value);
    }
  }
  let n = 0;
  for (const _ of selectDocuments(coll, { filter, collation })) n++;
  return n;
}

/** Like selectDocuments but with each document's id key, for writes. */
export function selectForWrite(
  coll: Collection,
  opts: SelectOptions & { limit?: number },
): [string, Doc][] {
  opts = { ...opts, collation: opts.collation ?? coll.defaultCollation };
  const out: [string, Doc][] = [];
  if (opts.sort && Object.keys(opts.sort).length > 0) {
    // As a find would read them (a sorted index walk stops at the limit): "claim the oldest"
    // must not sort every pending document to take one.
    for (const doc of selectDocuments(coll, opts)) {
      out.push([idKeyOf(doc._id), doc]);
      if (opts.limit && out.length >= opts.limit) break;
    }
    return out;
  }
  const predicate = compileDocFilter(coll, opts.filter, opts.collation);
  for (const entry of coll.candidates(opts.filter, opts.collation)) {
    if (!predicate(entry[1])) continue;
    out.push(entry);
    if (opts.limit && out.length >= opts.limit) break;
  }
  return out;
}
