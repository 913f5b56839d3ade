import { badValue } from '../errors';
import { compileFilter } from './filter';
import { isPlainObject, toNumber, type Doc } from './values';

/** One top-level `{ field: { $slice } }` or `{ field: { $elemMatch } }` of a find projection. */
export type ArrayProjection = (doc: Doc, out: Doc) => void;

/** `$slice: n` or `$slice: [skip, n]` as mongod applies it to an array (other values pass). */
function slicer(field: string, spec: unknown): ArrayProjection {
  const [skip, limit] = Array.isArray(spec) ? spec.map(toNumber) : [undefined, toNumber(spec)];
  if (limit === undefined || Number.isNaN(limit) || (skip !== undefined && limit <= 0)) {
    throw badValue(
      `$slice expects a number or an array of two numbers (skip, limit) for '${field}'`,
    );
  }
  return (doc, out) => {
    const value = doc[field];
    if (!Array.isArray(value)) {
      if (value !== undefined) out[field] = value;
      return;
    }
    if (skip === undefined) {
      out[field] = limit >= 0 ? value.slice(0, limit) : value.slice(limit);
      return;
    }
    const from = skip >= 0 ? skip : Math.max(0, value.length + skip);
    out[field] = value.slice(from, from + limit);
  };
}

/**
 * `$elemMatch`: the first element that matches, or no field. A condition of operators only
 * (`{ $in: [...] }`, `{ $gte: 80 }`) applies to scalar elements, as in a query.
 */
function elemMatcher(field: string, cond: unknown): ArrayProjection {
  if (!isPlainObject(cond)) throw badValue(`$elemMatch needs an object for '${field}'`);
  const onValue = Object.keys(cond).length > 0 && Object.keys(cond).every((k) => k.startsWith('$'));
  const matches = compileFilter(onValue ? { v: cond } : cond);
  return (doc, out) => {
    const value = doc[field];
    delete out[field];
    if (!Array.isArray(value)) return;
    const found = value.find((e) => (onValue ? matches({ v: e }) : isPlainObject(e) && matches(e)));
    if (found !== undefined) out[field] = [found];
  };
}

/**
 * Splits the `$slice` and `$elemMatch` entries (`includes`: an $elemMatch is there, which like
 * an inclusion keeps only the fields named; $slice alone keeps every field) on top-level fields out of a projection: the rest
 * is projected as usual, then these set their fields. Undefined when there are none.
 */
export function arrayProjections(
  projection: Doc,
): { rest: Doc; apply: ArrayProjection[]; includes: boolean } | undefined {
  const rest: Doc = {};
  const apply: ArrayProjection[] = [];
  let includes = false;
  for (const [field, spec] of Object.entries(projection)) {
    const ops = isPlainObject(spec) ? Object.keys(spec) : [];
    if (field.includes('.') || ops.length !== 1) rest[field] = spec;
    else if (ops[0] === '$slice') apply.push(slicer(field, (spec as Doc).$slice));
    else if (ops[0] === '$elemMatch') {
      apply.push(elemMatcher(field, (spec as Doc).$elemMatch));
      includes = true;
    } else rest[field] = spec;
  }
  return apply.length ? { rest, apply, includes } : undefined;
}
