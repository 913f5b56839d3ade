import { Query } from 'mingo/query';
import { mingoOptions } from './mingo-options';
import { collationComparator, type CollationSpec } from './collation';
import { compareValues, type StringComparator } from './bson-order';
import { bsonType, isNumeric, isPlainObject, type Doc } from './values';
import { toPlain } from './clone';
import { badValue, failedToParse, MongoCommandError, pipelineStageNotSupported } from '../errors';

export type DocPredicate = (doc: Doc) => boolean;

/** Translates mingo's parse errors into mongod's error codes and messages. */
export function translateMingoError(err: unknown): never {
  if (err instanceof MongoCommandError) throw err;
  const message = err instanceof Error ? err.message : String(err);
  const unknownQuery = /unknown (?:top level )?(?:query )?operator:? (\$\w+)/.exec(message);
  if (unknownQuery) {
    const top = message.includes('top level');
    throw badValue(`unknown ${top ? 'top level ' : ''}operator: ${unknownQuery[1]}`);
  }
  const stage = /unregistered pipeline operator (\$\w+)/.exec(message);
  if (stage) throw pipelineStageNotSupported(stage[1]!);
  const expr = /accumulator '(\$\w+)' is not registered/.exec(message);
  if (expr) {
    throw new MongoCommandError(
      168,
      'InvalidPipelineOperator',
      `Unrecognized expression '${expr[1]}'`,
    );
  }
  const update = /Unknown update operator: '(\$\w+)'/.exec(message);
  if (update) throw failedToParse(`Unknown modifier: ${update[1]}`);
  throw badValue(message);
}

/** Values whose equality match needs no operator machinery (no arrays, documents, regexes). */
const isSimpleScalar = (v: unknown): boolean =>
  v === null ||
  typeof v === 'string' ||
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  v instanceof Date ||
  bsonType(v) === 'ObjectId';

/**
 * `{ a: 1, b: 'x' }` on top-level fields is the commonest filter by far; matching it directly
 * avoids mingo's per-document path resolution (same semantics: an array field matches when any
 * element equals, null matches missing).
 */
function simpleEqualityFilter(filter: Doc, collation?: CollationSpec): DocPredicate | undefined {
  const keys = Object.keys(filter);
  const values: unknown[] = [];
  for (const k of keys) {
    const v = filter[k];
    if (k.startsWith('$') || k.includes('.') || !isSimpleScalar(v)) return undefined;
    values.push(v);
  }
  const strings = collationComparator(collation);
  // Plain loops and one anonymous closure: this is built per request and run per scanned
  // document (named inner closures each cost a defineProperty under tsx's keepNames).
  return (doc) => {
    for (let i = 0; i < keys.length; i++) {
      if (!fieldEquals(doc[keys[i]!], values[i], strings)) return false;
    }
    return true;
  };
}

function fieldEquals(a: unknown, b: unknown, strings: StringComparator | undefined): boolean {
  if (compareValues(a, b, strings) === 0) return true;
  if (!Array.isArray(a)) return false;
  for (const x of a) if (compareValues(x, b, strings) === 0) return true;
  return false;
}

const DBREF_FIELD = /(^|\.)\$(id|ref|db)(\.|$)/;

/** The values at a dotted path, through arrays of documents. */
function valuesAt(v: unknown, parts: string[]): unknown[] {
  if (parts.length === 0) return [v];
  if (Array.isArray(v)) return v.flatMap((x) => valuesAt(x, parts));
  if (!isPlainObject(v)) return [];
  return valuesAt(v[parts[0]!], parts.slice(1));
}

const RANGE_TESTS: Record<string, (c: number) => boolean> = {
  $gt: (c) => c > 0,
  $gte: (c) => c >= 0,
  $lt: (c) => c < 0,
  $lte: (c) => c <= 0,
};

/**
 * `{ createdAt: { $gte: from, $lt: to } }`: ranges on top-level fields against a date or a
 * number, the filter of every report over a period, matched directly (mingo resolves the path
 * and brackets the type per document). Type bracketing as mongod: a date bound matches dates, a
 * number bound numbers. A document whose field is an array goes to the general predicate.
 */
function simpleRangeFilter(filter: Doc, general: () => DocPredicate): DocPredicate | undefined {
  const tests: [string, (v: unknown) => boolean][] = [];
  for (const [field, spec] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.') || !isPlainObject(spec)) return undefined;
    const ops = Object.entries(spec);
    if (ops.length === 0) return undefined;
    for (const [op, bound] of ops) {
      const pass = RANGE_TESTS[op];
      const isDate = bound instanceof Date;
      if (!pass || !(isDate || typeof bound === 'number') || Number.isNaN(bound)) return undefined;
      const sameType = isDate ? (v: unknown) => v instanceof Date : isNumeric;
      tests.push([field, (v) => sameType(v) && pass(compareValues(v, bound))]);
    }
  }
  let fallback: DocPredicate | undefined;
  return (doc) => {
    for (const [field, test] of tests) {
      const v = doc[field];
      if (Array.isArray(v)) return (fallback ??= general())(doc);
      if (!test(v)) return false;
    }
    return true;
  };
}

/**
 * Equalities on a DBRef's fields (`{ 'owner.$id': id }`): mongod takes `$id`, `$ref` and `$db`
 * there for field names; mingo would take them for operators. Those are matched here, the rest
 * of the filter by the usual path.
 */
function dbRefFieldFilter(filter: Doc, collation?: CollationSpec): DocPredicate | undefined {
  const refKeys = Object.keys(filter).filter(
    (k) =>
      DBREF_FIELD.test(k) &&
      !(isPlainObject(filter[k]) && Object.keys(filter[k] as Doc).some((o) => o.startsWith('$'))),
  );
  if (refKeys.length === 0) return undefined;
  const rest = Object.fromEntries(Object.entries(filter).filter(([k]) => !refKeys.includes(k)));
  const others = compileFilter(rest, collation);
  const strings = collationComparator(collation);
  return (doc) =>
    refKeys.every((k) =>
      valuesAt(doc, k.split('.')).some((v) => fieldEquals(v, filter[k], strings)),
    ) && others(doc);
}

/** Compiles a query filter once; the predicate is then applied to each candidate document. */
export function compileFilter(filter: Doc | undefined, collation?: CollationSpec): DocPredicate {
  if (filter && '$comment' in filter) {
    // A top-level $comment only labels the query for logs and the profiler.
    const { $comment: _comment, ...rest } = filter;
    filter = rest;
  }
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const dbRefs = dbRefFieldFilter(filter, collation);
  if (dbRefs) return dbRefs;
  const simple = simpleEqualityFilter(filter, collation);
  if (simple) return simple;
  const range = simpleRangeFilter(filter, () => mingoFilter(filter, collation));
  if (range) return range;
  return mingoFilter(filter, collation);
}

function mingoFilter(filter: Doc, collation?: CollationSpec): DocPredicate {
  try {
    const query = new Query(filter, mingoOptions({ collation }));
    // `$expr` runs mingo's arithmetic, which needs JS numbers rather than Long/Double wrappers.
    const view = '$expr' in filter ? (doc: Doc) => toPlain(doc) as Doc : (doc: Doc) => doc;
    return (doc) => {
      try {
        return query.test(view(doc));
      } catch (err) {
        return translateMingoError(err);
      }
    };
  } catch (err) {
    return translateMingoError(err);
  }
}
