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
  if (inclusive) {
    return (doc) => {
      const out: Doc = {};
      if (includeId && doc._id !== undefined) out._id = doc._id;
      for (const [k] of Object.entries(doc)) {
        const wanted = fields.filter(([path]) => path[0] === k).map(([path]) => path.slice(1));
        if (wanted.length) out[k] = include(doc[k], wanted);
      }
      for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
      return out;
    };
  }
  return (doc) => {
    let out = exclude(
      doc,
      fields.map(([p]) => p),
    ) as Doc;
    if (!includeId) {
      out = { ...out };
      delete out._id;
    }
    return out;
  };
}

/** Keeps the given sub-paths of a value (an empty sub-path keeps the whole value). */
function include(v: unknown, paths: string[][]): unknown {
  if (paths.some((p) => p.length === 0)) return v;
  if (Array.isArray(v)) {
    return v.filter((x) => isPlainObject(x) || Array.isArray(x)).map((x) => include(x, paths));
  }
  if (!isPlainObject(v)) return undefined;
  const out: Doc = {};
  for (const k of Object.keys(v)) {
    const sub = paths.filter((p) => p[0] === k).map((p) => p.slice(1));
    if (!sub.length) continue;
    const x = include(v[k], sub);
    if (x !== undefined) out[k] = x;
  }
  return out;
}

function exclude(v: unknown, paths: string[][]): unknown {
  if (Array.isArray(v)) return v.map((x) => exclude(x, paths));
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const [k, x] of Object.entries(v)) {
    const sub = paths.filter((p) => p[0] === k).map((p) => p.slice(1));
    if (sub.some((p) => p.length === 0)) continue;
    out[k] = sub.length ? exclude(x, sub) : x;
  }
  return out;
}
