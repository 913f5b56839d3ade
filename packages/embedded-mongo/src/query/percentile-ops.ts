import { $push } from 'mingo/operators/accumulator';
import { $let } from 'mingo/operators/expression/variable';
import type { AccumulatorOperator, ExpressionOperator, Options } from 'mingo/types';
import { badValue } from '../errors';
import { isNumeric, isPlainObject, toNumber } from './values';

/**
 * `$percentile` and `$median` as mongod computes them, as accumulators and as expressions.
 * mingo's versions sort the values with `Array.prototype.sort()`, which orders numbers as
 * strings (9 after 10,000), so a p50 could come out above the p90. Here the numeric values are
 * sorted by value and each percentile is the value at rank ⌈p·n⌉ of n (the lowest for p·n < 1):
 * a value of the data set, as mongod answers for `method: 'approximate'` on data this size.
 * Values that are not numbers are ignored; no number at all gives null for each p.
 */

interface PercentileSpec {
  input: unknown;
  p: unknown;
  method: unknown;
}

function parseSpec(name: string, expr: unknown, withP: boolean): PercentileSpec {
  if (!isPlainObject(expr)) throw badValue(`${name} expects an object as its argument`);
  const allowed = withP ? ['input', 'p', 'method'] : ['input', 'method'];
  for (const key of Object.keys(expr)) {
    if (!allowed.includes(key)) throw badValue(`${name} found an unknown argument: ${key}`);
  }
  if (!('input' in expr)) throw badValue(`${name} requires an 'input' expression`);
  if (withP && !('p' in expr)) throw badValue(`${name} requires a 'p' expression`);
  if (expr.method !== 'approximate') {
    throw badValue(`Currently only 'approximate' can be used as percentile 'method'`);
  }
  return { input: expr.input, p: expr.p, method: expr.method };
}

/** The requested quantiles, each checked to be a number within [0, 1]. */
function quantiles(name: string, p: unknown, options: Options): number[] {
  const [values] = $let({} as never, { vars: {}, in: [p] }, options) as unknown[];
  if (!Array.isArray(values) || values.length === 0) {
    throw badValue(`${name} 'p' must be a non-empty array of numbers`);
  }
  return values.map((v) => {
    const q = isNumeric(v) ? toNumber(v) : NaN;
    if (!(q >= 0 && q <= 1)) {
      throw badValue(`${name} 'p' must be an array of numeric values from [0.0, 1.0] range`);
    }
    return q;
  });
}

/** Numbers only (nested arrays are not numbers), sorted by value. */
function sortedNumbers(values: unknown[]): number[] {
  const numbers: number[] = [];
  for (const v of values) if (isNumeric(v)) numbers.push(toNumber(v));
  return numbers.filter((n) => !Number.isNaN(n)).sort((a, b) => a - b);
}

/** The value at rank ⌈p·n⌉ (1-based) of the sorted values; null when there are none. */
export function percentileOf(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

const accumulated = (coll: unknown[], input: unknown, options: Options): number[] =>
  sortedNumbers($push(coll as never, input as never, options) as unknown[]);

/** The expression forms read one value: an array's numbers, or a single number. */
function evaluated(obj: unknown, input: unknown, options: Options): number[] {
  const [value] = $let(obj as never, { vars: {}, in: [input] }, options) as unknown[];
  return sortedNumbers(Array.isArray(value) ? value : [value]);
}

export const percentileAccumulators: Record<string, AccumulatorOperator> = {
  $percentile: ((coll: unknown[], expr: unknown, options: Options) => {
    const spec = parseSpec('$percentile', expr, true);
    const sorted = accumulated(coll, spec.input, options);
    return quantiles('$percentile', spec.p, options).map((q) => percentileOf(sorted, q));
  }) as AccumulatorOperator,
  $median: ((coll: unknown[], expr: unknown, options: Options) => {
    const spec = parseSpec('$median', expr, false);
    return percentileOf(accumulated(coll, spec.input, options), 0.5);
  }) as AccumulatorOperator,
};

export const percentileExpressions: Record<string, ExpressionOperator> = {
  $percentile: ((obj: unknown, expr: unknown, options: Options) => {
    const spec = parseSpec('$percentile', expr, true);
    const sorted = evaluated(obj, spec.input, options);
    return quantiles('$percentile', spec.p, options).map((q) => percentileOf(sorted, q));
  }) as ExpressionOperator,
  $median: ((obj: unknown, expr: unknown, options: Options) => {
    const spec = parseSpec('$median', expr, false);
    return percentileOf(evaluated(obj, spec.input, options), 0.5);
  }) as ExpressionOperator,
};

/**
 * A valid accumulator spec with literal quantiles, for the compiled `$group`
 * (compiled-group.ts); undefined leaves the accumulator to the interpreted path and its errors.
 */
export function percentileSpec(
  name: string,
  expr: unknown,
): { input: unknown; p: number[] } | undefined {
  if (!isPlainObject(expr) || expr.method !== 'approximate' || !('input' in expr)) return undefined;
  const allowed = name === '$median' ? ['input', 'method'] : ['input', 'p', 'method'];
  if (Object.keys(expr).some((k) => !allowed.includes(k))) return undefined;
  if (name === '$median') return { input: expr.input, p: [0.5] };
  const { p } = expr;
  if (!Array.isArray(p) || p.length === 0) return undefined;
  if (!p.every((q) => typeof q === 'number' && q >= 0 && q <= 1)) return undefined;
  return { input: expr.input, p: p as number[] };
}
