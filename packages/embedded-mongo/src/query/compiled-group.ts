import { Lazy, type Iterator } from 'mingo/lazy';
import { $group as interpretedGroup } from 'mingo/operators/pipeline';
import type { Options, PipelineOperator } from 'mingo/types';
import { ObjectId } from 'bson';
import { compareValues } from './bson-order';
import { compileExpression, MISSING, NotCompiled, type Compiled } from './compiled-expression';
import { percentileOf, percentileSpec } from './percentile-ops';
import { isPlainObject, type Doc } from './values';

/**
 * `$group` compiled once per pipeline when its `_id` and accumulators are of the kinds reports
 * use ($sum, $avg, $min, $max, $first, $last, $count, $percentile, $median over field paths,
 * dates formatted in UTC and differences), and mingo's interpreted `$group` otherwise or when a
 * document holds a value the compiled form leaves to mingo. Interpreting every expression for
 * every document made a day-by-status count over 100,000 documents take seconds.
 */
export const $group: PipelineOperator = (coll: Iterator, expr: unknown, options: Options) => {
  const plan = compileGroup(expr);
  if (!plan) return interpretedGroup(coll, expr as never, options);
  return coll.transform((items: unknown[]) => {
    try {
      return Lazy(runGroup(plan, items as Doc[]));
    } catch (err) {
      if (!(err instanceof NotCompiled)) throw err;
      return interpretedGroup(Lazy(items), expr as never, options);
    }
  });
};

interface Accumulator {
  start(): unknown;
  add(state: unknown, doc: Doc): unknown;
  result(state: unknown): unknown;
}

interface GroupPlan {
  id: Compiled;
  fields: [string, Accumulator][];
}

function compileGroup(expr: unknown): GroupPlan | undefined {
  if (!isPlainObject(expr) || !('_id' in expr)) return undefined;
  const id = compileExpression(expr._id);
  if (!id) return undefined;
  const fields: [string, Accumulator][] = [];
  for (const [name, spec] of Object.entries(expr)) {
    if (name === '_id') continue;
    const acc = compileAccumulator(spec);
    if (!acc) return undefined;
    fields.push([name, acc]);
  }
  return { id, fields };
}

const numberOrSkip = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  // Other BSON numbers (Decimal128, unsafe Longs) keep mongod's arithmetic: left to mingo.
  if (v !== null && v !== MISSING && typeof v === 'object' && !(v instanceof Date)) {
    if ('_bsontype' in (v as object)) throw new NotCompiled();
  }
  return undefined;
};

function compileAccumulator(spec: unknown): Accumulator | undefined {
  if (!isPlainObject(spec) || Object.keys(spec).length !== 1) return undefined;
  const [op] = Object.keys(spec) as [string];
  const arg = spec[op];
  if (op === '$count') {
    return isPlainObject(arg) && Object.keys(arg).length === 0
      ? { start: () => 0, add: (n) => (n as number) + 1, result: (n) => n }
      : undefined;
  }
  if (op === '$percentile' || op === '$median') {
    const parsed = percentileSpec(op, arg);
    const input = parsed && compileExpression(parsed.input);
    if (!parsed || !input) return undefined;
    return {
      start: () => [] as number[],
      add: (values, doc) => {
        const n = numberOrSkip(input(doc));
        if (n !== undefined && !Number.isNaN(n)) (values as number[]).push(n);
        return values;
      },
      result: (values) => {
        const sorted = (values as number[]).sort((a, b) => a - b);
        const ps = parsed.p.map((p) => percentileOf(sorted, p));
        return op === '$median' ? ps[0] : ps;
      },
    };
  }
  const input = compileExpression(arg);
  if (!input) return undefined;
  switch (op) {
    case '$sum':
      return {
        start: () => 0,
        add: (total, doc) => (total as number) + (numberOrSkip(input(doc)) ?? 0),
        result: (total) => total,
      };
    case '$avg':
      return {
        start: () => ({ sum: 0, n: 0 }),
        add: (state, doc) => {
          const s = state as { sum: number; n: number };
          const n = numberOrSkip(input(doc));
          if (n !== undefined) {
            s.sum += n;
            s.n += 1;
          }
          return s;
        },
        result: (state) => {
          const s = state as { sum: number; n: number };
          return s.n === 0 ? null : s.sum / s.n;
        },
      };
    case '$min':
    case '$max': {
      const better = op === '$min' ? (c: number) => c < 0 : (c: number) => c > 0;
      return {
        start: () => null,
        add: (best, doc) => {
          const v = input(doc);
          if (v === null || v === MISSING) return best;
          return best === null || better(compareValues(v, best)) ? v : best;
        },
        result: (best) => best,
      };
    }
    case '$first':
      return {
        start: () => MISSING,
        add: (first, doc) => (first === MISSING ? orNull(input(doc)) : first),
        result: (first) => (first === MISSING ? null : first),
      };
    case '$last':
      return { start: () => null, add: (_, doc) => orNull(input(doc)), result: (last) => last };
    default:
      return undefined;
  }
}

const orNull = (v: unknown): unknown => (v === MISSING ? null : v);

/** A key for grouping: equal for values mongod groups together (null and missing alike). */
function groupKey(v: unknown): string {
  if (v === null || v === MISSING) return 'null';
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'number') return `n${v}`;
  if (typeof v === 'boolean') return `b${v}`;
  if (v instanceof Date) return `d${v.getTime()}`;
  if (v instanceof ObjectId) return `o${v.toHexString()}`;
  if (isPlainObject(v)) {
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${groupKey(x)}`)
      .join(',')}}`;
  }
  throw new NotCompiled();
}

function runGroup(plan: GroupPlan, docs: Doc[]): Doc[] {
  const groups = new Map<string, { id: unknown; states: unknown[] }>();
  for (const doc of docs) {
    const id = plan.id(doc);
    const key = groupKey(id);
    let group = groups.get(key);
    if (!group) {
      group = { id: id === MISSING ? null : id, states: plan.fields.map(([, acc]) => acc.start()) };
      groups.set(key, group);
    }
    for (let i = 0; i < plan.fields.length; i++) {
      group.states[i] = plan.fields[i]![1].add(group.states[i], doc);
    }
  }
  return [...groups.values()].map(({ id, states }) => {
    const out: Doc = { _id: id };
    plan.fields.forEach(([name, acc], i) => (out[name] = acc.result(states[i])));
    return out;
  });
}
