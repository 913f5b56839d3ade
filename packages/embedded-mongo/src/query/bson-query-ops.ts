import { flatten, resolve } from 'mingo/util';
import type { Options, QueryOperator } from 'mingo/types';
import { compareValues, typeRank, type StringComparator } from './bson-order';
import { matchesType, typeArgument } from './bson-type';
import { collationComparator, type CollationSpec } from './collation';
import { badValue } from '../errors';
import { isNumeric, toNumber } from './values';

/**
 * BSON-aware replacements for mingo's comparison query operators. mingo compares non-plain
 * objects (ObjectId, Long, Binary, ...) by `toString()` and orders unknown types by name; these
 * operators use mongod's canonical order and type bracketing instead.
 */
type Predicate = (lhs: unknown, rhs: unknown, depth: number, strings?: StringComparator) => boolean;

const stringsOf = (options: Options): StringComparator | undefined =>
  collationComparator(options.collation as CollationSpec | undefined);

function operator(predicate: Predicate): QueryOperator {
  return (selector: string, value: unknown, options: Options) => {
    const depth = selector.split('.').length - 1;
    const strings = stringsOf(options);
    return (obj: Record<string, unknown>) =>
      predicate(resolve(obj, selector, { unwrapArray: true }), value, depth, strings);
  };
}

function eq(a: unknown, b: unknown, depth: number, strings?: StringComparator): boolean {
  if (b instanceof RegExp) return regexMatch(a, b);
  if (compareValues(a, b, strings) === 0) return true;
  if (Array.isArray(a)) {
    const hit = (v: unknown): boolean => compareValues(v, b, strings) === 0;
    return a.some(hit) || flatten(a, depth).some(hit);
  }
  return false;
}

function regexMatch(a: unknown, re: RegExp): boolean {
  const values = Array.isArray(a) ? a : [a];
  return values.some((v) => typeof v === 'string' && re.test(v));
}

function inList(a: unknown, b: unknown, depth: number, strings?: StringComparator): boolean {
  if (!Array.isArray(b)) throw badValue('$in needs an array');
  return b.some((item) => eq(a, item, depth, strings));
}

/** Range operators only match values in the same canonical type bracket (mongod semantics). */
function range(test: (c: number) => boolean): Predicate {
  return (a, b, _depth, strings) => {
    const rank = typeRank(b);
    const candidates = Array.isArray(a) ? [...a, a] : [a];
    return candidates.some((v) => typeRank(v) === rank && test(compareValues(v, b, strings)));
  };
}

function typeOp(a: unknown, b: unknown): boolean {
  const wanted = (Array.isArray(b) ? b : [b]).map((t) => {
    const alias = typeArgument(t);
    if (!alias) throw badValue(`Unknown type name alias: ${String(t)}`);
    return alias;
  });
  if (a === undefined) return false;
  const values = Array.isArray(a) ? [a, ...a] : [a];
  return values.some((v) => wanted.some((alias) => matchesType(v, alias)));
}

/** `$mod` only matches numbers (mingo's also matches null, since null % n is 0 in JS). */
function mod(a: unknown, b: unknown): boolean {
  if (!Array.isArray(b) || b.length !== 2 || !b.every(isNumeric)) {
    throw badValue('malformed mod, needs to be an array of two numbers: [divisor, remainder]');
  }
  const divisor = Math.trunc(toNumber(b[0]));
  const remainder = Math.trunc(toNumber(b[1]));
  if (divisor === 0) throw badValue('divisor cannot be 0');
  const values = Array.isArray(a) ? a : [a];
  return values.some((v) => isNumeric(v) && Math.trunc(toNumber(v)) % divisor === remainder);
}

export const bsonQueryOperators: Record<string, QueryOperator> = {
  $eq: operator(eq),
  $ne: operator((a, b, d, s) => !eq(a, b, d, s)),
  $in: operator(inList),
  $nin: operator((a, b, d, s) => !inList(a, b, d, s)),
  $gt: operator(range((c) => c > 0)),
  $gte: operator(range((c) => c >= 0)),
  $lt: operator(range((c) => c < 0)),
  $lte: operator(range((c) => c <= 0)),
  $type: operator(typeOp),
  $mod: operator(mod),
};
