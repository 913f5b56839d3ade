import { flatten, resolve } from 'mingo/util';
import * as mingoQuery from 'mingo/operators/query';
import type { Options, QueryOperator } from 'mingo/types';
import { compareValues, typeRank, type StringComparator } from './bson-order';
import { matchesType, typeArgument } from './bson-type';
import { collationComparator, type CollationSpec } from './collation';
import { badValue } from '../errors';
import { bsonType, isNumeric, toNumber } from './values';

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

/**
 * `$all`: every listed value matches as `$eq` would (so a scalar field equal to a one-value list
 * matches, as in mongod); `$elemMatch` entries go to mingo's own operator.
 */
const $all = ((selector: string, value: unknown, options: Options) => {
  if (!Array.isArray(value)) throw badValue('$all needs an array');
  const elemMatches = value.filter(
    (v) => v !== null && typeof v === 'object' && Object.keys(v)[0] === '$elemMatch',
  );
  const plain = value.filter((v) => !elemMatches.includes(v));
  const depth = selector.split('.').length - 1;
  const strings = stringsOf(options);
  const mingoAll = mingoQuery.$all as unknown as (
    selector: string,
    value: unknown,
    options: Options,
  ) => (obj: Record<string, unknown>) => boolean;
  const viaMingo = elemMatches.length ? mingoAll(selector, elemMatches, options) : undefined;
  return (obj: Record<string, unknown>) => {
    if (value.length === 0) return false;
    const field = resolve(obj, selector, { unwrapArray: true });
    return plain.every((v) => eq(field, v, depth, strings)) && (!viaMingo || viaMingo(obj));
  };
}) as QueryOperator;

/** Bit positions of a $bits* argument: a list of positions, a number mask or a BinData mask. */
function bitPositions(mask: unknown): number[] {
  if (Array.isArray(mask)) return mask.map((p) => toNumber(p));
  if (isNumeric(mask)) {
    const positions: number[] = [];
    let rest = BigInt(Math.trunc(toNumber(mask)));
    for (let bit = 0; rest > 0n; bit++, rest >>= 1n) if (rest & 1n) positions.push(bit);
    return positions;
  }
  const bytes = binaryBytes(mask);
  if (!bytes) throw badValue('bit positions must be an array, a number or BinData');
  const positions: number[] = [];
  bytes.forEach((byte, i) => {
    for (let b = 0; b < 8; b++) if (byte & (1 << b)) positions.push(i * 8 + b);
  });
  return positions;
}

const binaryBytes = (v: unknown): Uint8Array | undefined =>
  bsonType(v) === 'Binary' ? (v as { buffer: Uint8Array }).buffer : undefined;

/**
 * `$bitsAllSet` and friends also test BinData, bit 0 being the lowest bit of the first byte
 * (mongod's order); numbers go to mingo's operators.
 */
function bitsOperator(name: '$bitsAllSet' | '$bitsAnySet' | '$bitsAllClear' | '$bitsAnyClear') {
  const forNumbers = mingoQuery[name] as unknown as (
    selector: string,
    value: unknown,
    options: Options,
  ) => (obj: Record<string, unknown>) => boolean;
  return ((selector: string, value: unknown, options: Options) => {
    const positions = bitPositions(value);
    const numbers = forNumbers(selector, value, options);
    return (obj: Record<string, unknown>) => {
      const bytes = binaryBytes(resolve(obj, selector));
      if (!bytes) return numbers(obj);
      const set = positions.map(
        (p) => p < bytes.length * 8 && (bytes[p >> 3]! & (1 << (p & 7))) !== 0,
      );
      if (name === '$bitsAllSet') return set.every(Boolean);
      if (name === '$bitsAnySet') return set.some(Boolean);
      if (name === '$bitsAllClear') return set.every((s) => !s);
      return set.some((s) => !s);
    };
  }) as QueryOperator;
}

export const bsonQueryOperators: Record<string, QueryOperator> = {
  $bitsAllSet: bitsOperator('$bitsAllSet'),
  $bitsAnySet: bitsOperator('$bitsAnySet'),
  $bitsAllClear: bitsOperator('$bitsAllClear'),
  $bitsAnyClear: bitsOperator('$bitsAnyClear'),
  $all,
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
