import type { Collection } from './collection';
import { idKeyOf } from '../indexes/key-encoding';
import type { CollectionIndex } from '../indexes/collection-index';
import type { CollationSpec } from '../query/collation';
import { isPlainObject, type Doc } from '../query/values';

type Bound = { value: unknown; inclusive: boolean };
type Access = { kind: 'eq'; values: unknown[] } | { kind: 'range'; lower?: Bound; upper?: Bound };

/** Whether a value can be looked up by key (arrays and regexes match more than their key). */
const keyable = (v: unknown): boolean => !Array.isArray(v) && !(v instanceof RegExp);

/** How a filter constrains one top-level field, when that constraint can drive an index. */
function accessFor(cond: unknown): Access | undefined {
  const isOperatorDoc = isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'));
  if (!isOperatorDoc) return keyable(cond) ? { kind: 'eq', values: [cond] } : undefined;
  const ops = cond as Doc;
  if ('$eq' in ops && keyable(ops.$eq)) return { kind: 'eq', values: [ops.$eq] };
  if (Array.isArray(ops.$in) && ops.$in.every(keyable)) return { kind: 'eq', values: ops.$in };
  const lower: Bound | undefined =
    '$gt' in ops
      ? { value: ops.$gt, inclusive: false }
      : '$gte' in ops
        ? { value: ops.$gte, inclusive: true }
        : undefined;
  const upper: Bound | undefined =
    '$lt' in ops
      ? { value: ops.$lt, inclusive: false }
      : '$lte' in ops
        ? { value: ops.$lte, inclusive: true }
        : undefined;
  if (lower || upper) return { kind: 'range', lower, upper };
  return undefined;
}

function* fromIds(coll: Collection, ids: Iterable<string>): Iterable<[string, Doc]> {
  for (const id of ids) {
    const doc = coll.docs.get(id);
    if (doc) yield [id, doc];
  }
}

/**
 * Picks the access path: `_id` equality goes straight to the document map, equality or a range
 * on the first field of a usable index reads that index, a top-level `$or` whose branches can all
 * use an index reads the union, anything else scans in natural order. Index paths yield
 * documents in index order, as mongod does. Candidates are always re-checked against the full
 * filter by the caller.
 */
export function planCandidates(
  coll: Collection,
  filter: Doc | undefined,
  collation?: CollationSpec,
): Iterable<[string, Doc]> {
  if (!filter) return coll.docs.entries();
  const collationKey = JSON.stringify(
    collation && collation.locale !== 'simple' ? collation : null,
  );
  const ids = planIds(coll, filter, collationKey);
  return ids ? fromIds(coll, ids) : coll.docs.entries();
}

/**
 * An index whose order answers a single-key sort, so a sorted scan can stop as soon as a cursor
 * has enough documents. Only for the simple collation: index order is binary.
 */
export function indexForSort(
  coll: Collection,
  sort: Doc,
  collation?: CollationSpec,
): { index: CollectionIndex; direction: number } | undefined {
  const keys = Object.entries(sort).filter(([path]) => path !== '$natural');
  if (keys.length !== 1) return undefined;
  const [path, dir] = keys[0]!;
  if (dir !== 1 && dir !== -1) return undefined;
  const index = findIndex(coll, path, collationKeyOf(collation));
  if (!index || index.spec.collation) return undefined;
  return { index, direction: dir };
}

/** A walk of an index in sort order, restricted to the equality prefix the filter pins. */
export interface IndexWalk {
  index: CollectionIndex;
  direction: number;
  prefix: unknown[];
}

/**
 * An index that yields documents already in `sort` order (as mongod's planner picks one): its
 * key is the filter's equality fields first (in any order), then exactly the sort's fields, all
 * in the sort's directions or all reversed. `{ status: 'x' }` sorted by `{ createdAt: -1, _id:
 * -1 }` walks `{ status: 1, createdAt: -1, _id: -1 }` from the start of status 'x' and stops
 * once the cursor has its page. Only for the simple collation (index order is binary).
 */
export function indexWalkForSort(
  coll: Collection,
  filter: Doc | undefined,
  sort: Doc,
  collation?: CollationSpec,
): IndexWalk | undefined {
  const sortKeys = Object.entries(sort).filter(([path]) => path !== '$natural');
  if (sortKeys.length === 0 || sortKeys.some(([, dir]) => dir !== 1 && dir !== -1))
    return undefined;
  const collationKey = collationKeyOf(collation);
  if (collationKey !== 'null') return undefined;
  const equalities = new Map<string, unknown>();
  for (const [path, cond] of filter ? conjuncts(filter) : []) {
    if (path.startsWith('$')) continue;
    const access = accessFor(cond);
    const value =
      access?.kind === 'eq' && access.values.length === 1 ? access.values[0] : undefined;
    if (value !== undefined && !isPlainObject(value) && value !== null) equalities.set(path, value);
  }
  let best: IndexWalk | undefined;
  for (const index of coll.indexes.values()) {
    if (!index.walkable(collationKey)) continue;
    const fields = index.fields;
    let k = 0;
    while (k < fields.length && equalities.has(fields[k]![0])) k++;
    const rest = fields.slice(k, k + sortKeys.length);
    if (rest.length !== sortKeys.length) continue;
    if (rest.some(([path], i) => path !== sortKeys[i]![0])) continue;
    const same = rest.every(([, dir], i) => Math.sign(dir) === sortKeys[i]![1]);
    const reversed = rest.every(([, dir], i) => Math.sign(dir) === -(sortKeys[i]![1] as number));
    if (!same && !reversed) continue;
    if (best && best.prefix.length >= k) continue;
    best = {
      index,
      direction: same ? 1 : -1,
      prefix: fields.slice(0, k).map(([path]) => equalities.get(path)),
    };
  }
  return best;
}

/**
 * The candidates an index narrows a filter to, when it does: undefined when only a scan will do,
 * 'many' as soon as there are more than `atMost` (without reading the rest: `{ status:
 * 'pending' }` may name most of a collection, and a sorted walk will then read only a page).
 */
export function narrowedIds(
  coll: Collection,
  filter: Doc | undefined,
  collation?: CollationSpec,
  atMost = Infinity,
): Set<string> | 'many' | undefined {
  if (!filter) return undefined;
  const ids = planIds(coll, filter, collationKeyOf(collation));
  if (!ids) return undefined;
  const out = new Set<string>();
  for (const id of ids) {
    out.add(id);
    if (out.size > atMost) return 'many';
  }
  return out;
}

const collationKeyOf = (collation?: CollationSpec): string =>
  JSON.stringify(collation && collation.locale !== 'simple' ? collation : null);

/** How a filter is answered when something narrows it: `_id` lookup, an index, or a union. */
type Plan =
  | { kind: 'id'; values: unknown[] }
  | { kind: 'index'; index: CollectionIndex; access: Access }
  | { kind: 'or'; branches: Plan[] };

/**
 * The access path for a filter (one choice, used both to read and to explain): `_id` equality,
 * else the first indexed equality or range, else a top-level `$or` whose branches can all be
 * narrowed. Undefined when only a scan will do.
 */
function choosePlan(coll: Collection, filter: Doc, collationKey: string): Plan | undefined {
  const clauses = conjuncts(filter);
  for (const [path, cond] of clauses) {
    if (path.startsWith('$')) continue;
    const access = accessFor(cond);
    if (!access) continue;
    if (path === '_id' && access.kind === 'eq' && !access.values.some(isPlainObject)) {
      return { kind: 'id', values: access.values };
    }
    const index = findIndex(coll, path, collationKey);
    if (index) return { kind: 'index', index, access };
  }
  for (const [path, cond] of clauses) {
    if (path !== '$or' || !Array.isArray(cond)) continue;
    const branches: Plan[] = [];
    for (const branch of cond) {
      const plan = isPlainObject(branch) ? choosePlan(coll, branch, collationKey) : undefined;
      if (!plan) return undefined;
      branches.push(plan);
    }
    return { kind: 'or', branches };
  }
  return undefined;
}

/** The ids a plan reads, lazily and each once (so a caller may stop after a few). */
function* idsOfPlan(plan: Plan): Generator<string> {
  switch (plan.kind) {
    case 'id':
      yield* new Set(plan.values.map(idKeyOf));
      return;
    case 'index': {
      const { index, access } = plan;
      if (access.kind === 'range') {
        yield* index.lookupRange(access.lower, access.upper);
        return;
      }
      if (access.values.length === 1) {
        yield* index.lookupEqual(access.values[0]);
        return;
      }
      yield* once(access.values.map((v) => index.lookupEqual(v)));
      return;
    }
    case 'or':
      yield* once(plan.branches.map(idsOfPlan));
  }
}

/** The ids of several sources, each once. */
function* once(sources: Iterable<string>[]): Generator<string> {
  const seen = new Set<string>();
  for (const source of sources) {
    for (const id of source) {
      if (seen.has(id)) continue;
      seen.add(id);
      yield id;
    }
  }
}

/** The ids an index can narrow a filter to, or undefined when only a scan will do. */
function planIds(
  coll: Collection,
  filter: Doc,
  collationKey: string,
): Iterable<string> | undefined {
  const plan = choosePlan(coll, filter, collationKey);
  return plan && idsOfPlan(plan);
}

/** Field conditions that must all hold: top-level ones and those inside a top-level `$and`. */
function conjuncts(filter: Doc): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [path, cond] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) out.push(...conjuncts(sub));
    } else out.push([path, cond]);
  }
  return out;
}

function findIndex(
  coll: Collection,
  path: string,
  collationKey: string,
): CollectionIndex | undefined {
  for (const index of coll.indexes.values()) {
    if (index.usableFor(path, collationKey)) return index;
  }
  return undefined;
}

/**
 * The access path `planCandidates` takes for a filter, in mongod's explain vocabulary: IDHACK for
 * `_id` equality, FETCH over IXSCAN of the index used, OR over each branch's plan, else COLLSCAN.
 */
export function describePlan(coll: Collection | undefined, filter: Doc | undefined): Doc {
  const scan = { stage: 'COLLSCAN', filter: filter ?? {}, direction: 'forward' };
  if (!coll || !filter) return scan;
  const plan = choosePlan(coll, filter, collationKeyOf(coll.defaultCollation));
  return plan ? stageOf(plan) : scan;
}

/** A plan in mongod's explain vocabulary. */
function stageOf(plan: Plan): Doc {
  switch (plan.kind) {
    case 'id':
      return { stage: 'IDHACK' };
    case 'index':
      return {
        stage: 'FETCH',
        inputStage: {
          stage: 'IXSCAN',
          indexName: plan.index.name,
          keyPattern: Object.fromEntries(plan.index.fields),
          isMultiKey: false,
          direction: 'forward',
        },
      };
    case 'or':
      return {
        stage: 'FETCH',
        inputStage: { stage: 'OR', inputStages: plan.branches.map(stageOf) },
      };
  }
}
