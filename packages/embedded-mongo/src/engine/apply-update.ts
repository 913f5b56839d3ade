import { BSON, ObjectId, Timestamp } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { update as mingoUpdate } from 'mingo/updater';
import { resolve, setValue } from 'mingo/util';
import { cloneDoc, cloneValue, toPlain } from '../query/clone';
import { compareValues } from '../query/bson-order';
import { mingoOptions } from '../query/mingo-options';
import { compileFilter, translateMingoError } from '../query/filter';
import type { CollationSpec } from '../query/collation';
import { bsonType, isPlainObject, normalizeDocument, type Doc } from '../query/values';
import { badValue, immutableField, invalidOptions } from '../errors';
import { checkArithmeticTargets, checkUpdateTargets, validateModifier } from './update-validation';
import { rewrapArithmetic, unwrapArithmetic } from './numeric-update';

export interface UpdateRequest {
  /** Operator document, replacement document, or aggregation pipeline. */
  u: Doc | Doc[];
  arrayFilters?: Doc[];
  collation?: CollationSpec;
  /** The query, for the positional `$` operator and upsert seeding. */
  q: Doc;
}

export const isOperatorUpdate = (u: Doc | Doc[]): boolean =>
  !Array.isArray(u) && Object.keys(u).some((k) => k.startsWith('$'));

const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

/** Validates the shape of an update once, before any document is touched. */
export function validateUpdate(u: Doc | Doc[]): void {
  if (Array.isArray(u)) {
    for (const stage of u) {
      const name = Object.keys(stage)[0] ?? '';
      if (!PIPELINE_UPDATE_STAGES.has(name)) {
        throw invalidOptions(`${name} is not allowed to be used within an update`);
      }
    }
    return;
  }
  // Any `$` key makes it an operator update, so a stray field beside operators is reported as an
  // unknown modifier, as mongod does.
  if (isOperatorUpdate(u)) validateModifier(u);
}

/**
 * Returns the updated copy of `doc` (the original is untouched, so a failed update changes
 * nothing). `inserting` applies `$setOnInsert` (upsert that inserts).
 */
export function applyUpdate(doc: Doc, req: UpdateRequest, inserting: boolean): Doc {
  const { u } = req;
  let next: Doc;
  if (Array.isArray(u)) {
    next = runPipelineUpdate(doc, u, req.collation);
  } else if (isOperatorUpdate(u)) {
    next = cloneDoc(doc);
    const modifier: Doc = { ...u };
    const onInsert = modifier.$setOnInsert;
    delete modifier.$setOnInsert;
    if (inserting && isPlainObject(onInsert)) {
      modifier.$set = { ...(isPlainObject(modifier.$set) ? modifier.$set : {}), ...onInsert };
    }
    if (isPlainObject(modifier.$currentDate)) {
      // mingo writes epoch milliseconds for { $type: 'timestamp' }; mongod writes a Timestamp.
      modifier.$set = {
        ...(isPlainObject(modifier.$set) ? modifier.$set : {}),
        ...currentDates(modifier.$currentDate),
      };
      delete modifier.$currentDate;
    }
    // mongod accepts `$set: { _id }` when it keeps the _id (mongoose sends it on whole-document
    // saves and upserts) and when an upsert's new document has none yet; mingo refuses any.
    let setId: { value: unknown } | undefined;
    if (isPlainObject(modifier.$set) && '_id' in modifier.$set) {
      const { _id: value, ...rest } = modifier.$set;
      if (doc._id !== undefined && compareValues(value, doc._id) !== 0) throw alteredId(value);
      setId = { value };
      if (Object.keys(rest).length) modifier.$set = rest;
      else delete modifier.$set;
    }
    checkArithmeticTargets(next, modifier);
    checkUpdateTargets(next, modifier);
    pullByLogicalConditions(next, modifier, req.collation);
    const direct = takeDirectSets(modifier, inserting);
    const plan = unwrapArithmetic(next, modifier);
    try {
      if (Object.keys(modifier).length) {
        // The query guides the positional `$` only; mingo would also skip a document that does
        // not match it, which is every document an upsert inserts from `{ n: { $lt: 5 } }`.
        const condition = inserting ? undefined : req.q;
        for (const pass of positionalPasses(plan.modifier)) {
          mingoUpdate(next, pass as never, req.arrayFilters, condition as never, {
            cloneMode: 'deep',
            queryOptions: mingoOptions({ collation: req.collation }),
          });
        }
      }
    } catch (err) {
      if (err instanceof Error && /immutable field '_id'/.test(err.message))
        throw alteredId(undefined);
      translateMingoError(err);
    }
    rewrapArithmetic(next, plan);
    for (const [path, value] of direct) setValue(next, path, cloneValue(value));
    if (setId && next._id === undefined) next = { _id: setId.value, ...next };
    next = normalizeDocument(next);
  } else {
    next = { _id: doc._id };
    for (const [k, v] of Object.entries(u)) {
      if (k !== '_id') next[k] = v;
      else if (doc._id !== undefined && compareValues(v, doc._id) !== 0) throw alteredId(v);
      else next._id = v;
    }
    next = cloneDoc(next);
  }
  if (doc._id !== undefined && compareValues(next._id, doc._id) !== 0) throw alteredId(next._id);
  if (next._id === undefined && doc._id !== undefined) next = { _id: doc._id, ...next };
  return next;
}

/** Whether a value holds an own `__proto__` key (a field name mongod stores like any other). */
function hasProtoKey(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(hasProtoKey);
  if (!isPlainObject(v)) return false;
  return Object.hasOwn(v, '__proto__') || Object.values(v).some(hasProtoKey);
}

/**
 * `$set` values mingo would not store as given, taken out of the modifier to be set directly: a
 * Binary that differs only in its subtype (mingo sees it as equal and keeps the old one), a
 * document with a `__proto__` field (mingo's copy drops it), and in an upsert's new document a
 * `$`-prefixed top-level field (mingo refuses the path).
 */
function takeDirectSets(modifier: Doc, inserting: boolean): [string, unknown][] {
  const sets = modifier.$set;
  if (!isPlainObject(sets)) return [];
  const taken = Object.entries(sets).filter(
    ([path, value]) =>
      // An upsert's new document may get a top-level `$`-prefixed field (mongod 5+).
      (inserting && /^\$[A-Za-z_]\w*(\.|$)/.test(path)) ||
      (!path.includes('$') &&
        !path.split('.').includes('__proto__') &&
        (bsonType(value) === 'Binary' || hasProtoKey(value))),
  );
  if (taken.length === 0) return [];
  const rest = Object.fromEntries(
    Object.entries(sets).filter(([path]) => !taken.some(([p]) => p === path)),
  );
  if (Object.keys(rest).length) modifier.$set = rest;
  else delete modifier.$set;
  return taken;
}

/**
 * `$pull: { comments: { $or: [...] } }`: a condition made of logical operators is a query on
 * each element (a document), which mingo's $pull takes for an operator on the value. Applied here,
 * and taken out of the modifier.
 */
function pullByLogicalConditions(doc: Doc, modifier: Doc, collation?: CollationSpec): void {
  const pulls = modifier.$pull;
  if (!isPlainObject(pulls)) return;
  const rest: Doc = {};
  for (const [path, cond] of Object.entries(pulls)) {
    const logical =
      isPlainObject(cond) &&
      Object.keys(cond).length > 0 &&
      Object.keys(cond).every((k) => k === '$or' || k === '$and' || k === '$nor');
    if (!logical || path.includes('$')) {
      rest[path] = cond;
      continue;
    }
    const values = resolve(doc, path);
    if (!Array.isArray(values)) continue;
    const matches = compileFilter(cond, collation);
    setValue(
      doc,
      path,
      values.filter((v) => !(isPlainObject(v) && matches(v))),
    );
  }
  if (Object.keys(rest).length) modifier.$pull = rest;
  else delete modifier.$pull;
}

/** The part of a path before its first positional element (`a.$.x`, `a.$[e].x` -> `a`). */
const beforePositional = (path: string): string | undefined => {
  const at = path.split('.').findIndex((part) => part.startsWith('$'));
  return at > 0 ? path.split('.').slice(0, at).join('.') : undefined;
};

/**
 * mingo takes two paths through the same positional element (`a.$.x` and `a.$.y`) for a
 * conflict; mongod applies both (real conflicts were refused by validateModifier). Such an update
 * is applied one path at a time; any other in one pass.
 */
function positionalPasses(modifier: Doc): Doc[] {
  const seen = new Set<string>();
  let shared = false;
  for (const args of Object.values(modifier)) {
    for (const path of Object.keys(args as Doc)) {
      const prefix = beforePositional(path);
      if (prefix === undefined) continue;
      if (seen.has(prefix)) shared = true;
      seen.add(prefix);
    }
  }
  if (!shared) return [modifier];
  return Object.entries(modifier).flatMap(([op, args]) =>
    Object.entries(args as Doc).map(([path, value]) => ({ [op]: { [path]: value } })),
  );
}

let timestampIncrement = 0;

/** The values `$currentDate` sets: a Date, or a Timestamp for `{ $type: 'timestamp' }`. */
function currentDates(spec: Doc): Doc {
  const now = new Date();
  const out: Doc = {};
  for (const [path, how] of Object.entries(spec)) {
    const type = isPlainObject(how) ? how.$type : 'date';
    if (type === 'timestamp') {
      timestampIncrement = (timestampIncrement + 1) >>> 0;
      out[path] = new Timestamp({ t: Math.floor(now.getTime() / 1000), i: timestampIncrement });
    } else if (type === 'date' || how === true) out[path] = now;
    else
      throw badValue(
        `The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {${path}: {$type: ${JSON.stringify(type)}}}}`,
      );
  }
  return out;
}

function alteredId(v: unknown): Error {
  if (v === undefined) {
    return immutableField(
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return immutableField(
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${BSON.EJSON.stringify(v as never, { relaxed: true })}`,
  );
}

function runPipelineUpdate(doc: Doc, stages: Doc[], collation?: CollationSpec): Doc {
  try {
    const out = new Aggregator(stages, mingoOptions({ collation })).run([toPlain(doc) as Doc]);
    return cloneDoc((out[0] ?? {}) as Doc);
  } catch (err) {
    return translateMingoError(err);
  }
}

/**
 * The document an upsert inserts: the query's equality fields (top level and inside `$and`),
 * then the update, with `_id` generated first when neither supplies one.
 */
export function buildUpsertDocument(req: UpdateRequest): Doc {
  const seed: Doc = {};
  const addEqualities = (q: Doc): void => {
    for (const [path, cond] of Object.entries(q)) {
      if (path === '$and' && Array.isArray(cond)) {
        for (const sub of cond) if (isPlainObject(sub)) addEqualities(sub);
        continue;
      }
      if (path.startsWith('$')) continue;
      const isOps = isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'));
      if (!isOps && !(cond instanceof RegExp)) setValue(seed, path, cond);
      else if (isOps && '$eq' in (cond as Doc)) setValue(seed, path, (cond as Doc).$eq);
    }
  };
  const base: Doc = {};
  if (!isOperatorUpdate(req.u) && !Array.isArray(req.u)) {
    const replacementId = req.u._id;
    const seededId = isPlainObject(req.q) ? findSeedId(req.q) : undefined;
    base._id = replacementId ?? seededId ?? new ObjectId();
    return applyUpdate(base, req, true);
  }
  addEqualities(req.q);
  const withId: Doc = { _id: seed._id, ...seed };
  const out = applyUpdate(withId._id === undefined ? { ...seed } : withId, req, true);
  if (out._id === undefined) return { _id: new ObjectId(), ...out };
  const { _id, ...rest } = out;
  return { _id, ...rest };
}

function findSeedId(q: Doc): unknown {
  const cond = q._id;
  if (cond === undefined) return undefined;
  if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
    return '$eq' in cond ? cond.$eq : undefined;
  }
  return cond;
}
