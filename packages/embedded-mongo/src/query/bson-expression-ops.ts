import { $let } from 'mingo/operators/expression/variable';
import { $push } from 'mingo/operators/accumulator';
import type { AccumulatorOperator, ExpressionOperator, Options } from 'mingo/types';
import { compareValues, type StringComparator } from './bson-order';
import { collationComparator, type CollationSpec } from './collation';
import { ObjectId } from 'bson';
import * as expressionOperators from 'mingo/operators/expression';
import { typeAlias } from './bson-type';
import { bsonType } from './values';
import { badValue, MongoCommandError } from '../errors';

/**
 * BSON-aware aggregation comparisons ($eq, $cmp, $gt... in $expr, $project, $cond) and the
 * $min/$max accumulators: mingo's versions order bson classes by `toString()`.
 */
const stringsOf = (options: Options): StringComparator | undefined =>
  collationComparator(options.collation as CollationSpec | undefined);

/** Evaluates both arguments with mingo's own expression evaluator (through `$let`). */
function operands(obj: unknown, expr: unknown, options: Options, name: string): [unknown, unknown] {
  if (!Array.isArray(expr) || expr.length !== 2) {
    throw badValue(`Expression ${name} takes exactly 2 arguments.`);
  }
  const values = $let(obj as never, { vars: {}, in: expr }, options) as unknown[];
  return [values[0] ?? null, values[1] ?? null];
}

function comparison(name: string, test: (c: number) => boolean): ExpressionOperator {
  return ((obj: unknown, expr: unknown, options: Options) => {
    const [a, b] = operands(obj, expr, options, name);
    return test(compareValues(a, b, stringsOf(options)));
  }) as ExpressionOperator;
}

export const bsonExpressionOperators: Record<string, ExpressionOperator> = {
  $eq: comparison('$eq', (c) => c === 0),
  $ne: comparison('$ne', (c) => c !== 0),
  $gt: comparison('$gt', (c) => c > 0),
  $gte: comparison('$gte', (c) => c >= 0),
  $lt: comparison('$lt', (c) => c < 0),
  $lte: comparison('$lte', (c) => c <= 0),
  $cmp: ((obj: unknown, expr: unknown, options: Options) => {
    const [a, b] = operands(obj, expr, options, '$cmp');
    return Math.sign(compareValues(a, b, stringsOf(options)));
  }) as ExpressionOperator,
};

/** Evaluates a single-argument expression (`{ $op: expr }` or `{ $op: [expr] }`). */
function operand(obj: unknown, expr: unknown, options: Options): unknown {
  const arg = Array.isArray(expr) && expr.length === 1 ? expr[0] : expr;
  const [value] = $let(obj as never, { vars: {}, in: [arg] }, options) as unknown[];
  return value ?? null;
}

const mingoToString = expressionOperators.$toString as unknown as (
  obj: unknown,
  expr: unknown,
  options: Options,
) => unknown;

/** Conversions mingo lacks for BSON classes: ObjectId to and from its hex string, BSON `$type`. */
export const bsonConversionOperators: Record<string, ExpressionOperator> = {
  $toString: ((obj: unknown, expr: unknown, options: Options) => {
    const v = operand(obj, expr, options);
    if (bsonType(v) === 'ObjectId') return (v as ObjectId).toHexString();
    if (bsonType(v) === 'Long' || bsonType(v) === 'Decimal128') return String(v);
    return mingoToString(obj, expr, options);
  }) as ExpressionOperator,
  $toObjectId: ((obj: unknown, expr: unknown, options: Options) => {
    const v = operand(obj, expr, options);
    if (v === null || v === undefined) return null;
    if (bsonType(v) === 'ObjectId') return v;
    if (typeof v === 'string' && ObjectId.isValid(v) && v.length === 24) return new ObjectId(v);
    throw new MongoCommandError(
      241,
      'ConversionFailure',
      `Failed to parse objectId '${String(v)}' in $convert with no onError value`,
    );
  }) as ExpressionOperator,
  $type: ((obj: unknown, expr: unknown, options: Options) => {
    const arg = Array.isArray(expr) && expr.length === 1 ? expr[0] : expr;
    const [value] = $let(obj as never, { vars: {}, in: [arg] }, options) as unknown[];
    return typeAlias(value);
  }) as ExpressionOperator,
};

function extreme(pick: (c: number) => boolean): AccumulatorOperator {
  return ((coll: unknown[], expr: unknown, options: Options) => {
    const strings = stringsOf(options);
    let best: unknown = null;
    for (const v of $push(coll as never, expr as never, options) as unknown[]) {
      if (v === null || v === undefined) continue;
      if (best === null || pick(compareValues(v, best, strings))) best = v;
    }
    return best;
  }) as AccumulatorOperator;
}

export const bsonAccumulatorOperators: Record<string, AccumulatorOperator> = {
  $min: extreme((c) => c < 0),
  $max: extreme((c) => c > 0),
};
