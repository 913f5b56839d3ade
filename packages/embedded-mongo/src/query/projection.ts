import { Aggregator } from 'mingo/aggregator';
import { mingoOptions } from './mingo-options';
import { translateMingoError } from './filter';
import { withPositional } from './positional-projection';
import { arrayProjections } from './array-projection';
import { isPlainObject, isNumeric, toNumber, type Doc } from './values';
import { badValue } from '../errors';

export type Projector = (doc: Doc) => Doc;

const flag = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (isNumeric(v)) return toNumber(v) !== 0;
  return undefined;
};

/**
 * Compiles a find projection. Plain inclusion/exclusion of (dotted) paths is done here without
 * copying untouched values; projections with operators ($slice, $elemMatch, expressions) run
 * through mingo's $project.
 */
export function compileProjection(
  projection: Doc | undefined,
  filter?: Doc,
): Projector | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const positional = Object.keys(projection).filter((k) => k.endsWith('.$'));
  if (positional.length > 1)
    throw badValue('Cannot specify more than one positional proj. per query.');
  if (positional.length === 1) {
    const field = positional[0]!.slice(0, -2);
    const { [positional[0]!]: _positional, ...rest } = projection;
    const base = compileProjection({ ...rest, [field]: 1 })!;
    return withPositional(field, filter, base);
  }
  const arrays = arrayProjections(projection);
  if (arrays) {
    const { rest, apply, includes } = arrays;
    const onlyId = Object.keys(rest).every((k) => k === '_id');
    const withId = flag(rest._id) !== false;
    // No other field named: $slice keeps every field, $elemMatch only _id (and its own).
    const base =
      onlyId && includes
        ? (doc: Doc): Doc => (withId && doc._id !== undefined ? { _id: doc._id } : {})
        : (compileProjection(rest) ?? ((doc: Doc) => ({ ...doc })));
    return (doc) => {
      const out = base(doc);
      for (const project of apply) project(doc, out);
      return out;
    };
  }
  const entries = Object.entries(projection);
  const simple = entries.every(([k, v]) => !k.includes('$') && flag(v) !== undefined);
  if (!simple) {
    const agg = new Aggregator([{ $project: projection }], mingoOptions());
    return (doc) => {
      try {
        return agg.run([doc])[0] as Doc;
      } catch (err) {
        return translateMingoError(err);
      }
    };
  }
  const includeId = flag(projection._id) !== false;
  const fields = entries
    .filter(([k]) => k !== '_id')
    .map(([k, v]) => [k.split('.'), flag(v)!] as const);
  // `{ _id: 1 }` alone is an inclusion of _id only.
  const inclusive = fields.length > 0 ? fields[0]![1] : includeId && '_id' in projection;
  // The paths as a tree, built once: projecting a document then looks each field up instead of
  // filtering every path for every field (a page of thirty documents with thirty paths each).
  const tree = pathTree(fields.map(([path]) => path));
  if (inclusive) {
    return (doc) => {
      const out: Doc = {};
      if (includeId && doc._id !== undefined) out._id = doc._id;
      for (const k of Object.keys(doc)) {
        const sub = tree.get(k);
        if (sub === undefined) continue;
        const kept = sub === whole ? doc[k] : include(doc[k], sub);
        if (kept !== undefined) out[k] = kept;
      }
      return out;
    };
  }
  return (doc) => {
    let out = exclude(doc, tree) as Doc;
    if (!includeId) {
      out = { ...out };
      delete out._id;
    }
    return out;
  };
}

/** A path ends here: the whole value is meant. */
const whole = true;
/** Dotted paths as a tree: each field maps to the rest of its paths, or to `whole`. */
type PathTree = Map<string, PathTree | typeof whole>;

function pathTree(paths: readonly string[][]): PathTree {
  const tree: PathTree = new Map();
  for (const path of paths) {
    let node = tree;
    for (const [i, key] of path.entries()) {
      const at = node.get(key);
      // A path that a shorter one already keeps (or drops) whole adds nothing.
      if (at === whole) break;
      if (i === path.length - 1) {
        node.set(key, whole);
        break;
      }
      const next: PathTree = at ?? new Map();
      node.set(key, next);
      node = next;
    }
  }
  return tree;
}

/** Keeps the given sub-paths of a value. */
function include(v: unknown, tree: PathTree): unknown {
  if (Array.isArray(v)) {
    return v.filter((x) => isPlainObject(x) || Array.isArray(x)).map((x) => include(x, tree));
  }
  if (!isPlainObject(v)) return undefined;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    const sub = tree.get(k);
    if (sub === undefined) continue;
    const x = sub === whole ? v[k] : include(v[k], sub);
    if (x !== undefined) out[k] = x;
  }
  return out;
}

function exclude(v: unknown, tree: PathTree): unknown {
  if (Array.isArray(v)) return v.map((x) => exclude(x, tree));
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const [k, x] of Object.entries(v)) {
    const sub = tree.get(k);
    if (sub === whole) continue;
    out[k] = sub ? exclude(x, sub) : x;
  }
  return out;
}
