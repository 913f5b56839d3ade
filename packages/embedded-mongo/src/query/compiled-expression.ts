import { isPlainObject, type Doc } from './values';

/**
 * A small compiler for the aggregation expressions a reporting `$group` is made of (field paths,
 * literals, objects of those, `$dateToString` in UTC, `$subtract`), turning each into a plain
 * function once per pipeline instead of interpreting it for every document. Anything else is
 * not compiled (undefined), and a value the compiled form is not sure of at run time (an array on
 * a path, a non-JS number, a missing field inside an object) throws `NotCompiled`: the caller
 * then runs mingo's interpreter, whose answers are the reference.
 */
export type Compiled = (doc: Doc) => unknown;

/** A missing field (distinct from null, as in mongod). */
export const MISSING = Symbol('missing');

export class NotCompiled extends Error {}

const notCompiled = (): never => {
  throw new NotCompiled();
};

export function compileExpression(expr: unknown): Compiled | undefined {
  if (typeof expr === 'string') {
    if (expr.startsWith('$$')) return undefined;
    if (expr.startsWith('$')) return pathGetter(expr.slice(1));
    return () => expr;
  }
  if (expr === null || typeof expr === 'number' || typeof expr === 'boolean') return () => expr;
  if (!isPlainObject(expr)) return undefined;
  const keys = Object.keys(expr);
  if (keys.length === 1 && keys[0]!.startsWith('$'))
    return compileOperator(keys[0]!, expr[keys[0]!]);
  if (keys.some((k) => k.startsWith('$') || k.includes('.'))) return undefined;
  const parts = keys.map((k) => [k, compileExpression(expr[k])] as const);
  if (parts.some(([, fn]) => !fn)) return undefined;
  return (doc) => {
    const out: Doc = {};
    for (const [k, fn] of parts) {
      const v = fn!(doc);
      if (v === MISSING) notCompiled();
      out[k] = v;
    }
    return out;
  };
}

function pathGetter(path: string): Compiled | undefined {
  const steps = path.split('.');
  if (steps.some((s) => s === '' || s.startsWith('$'))) return undefined;
  return (doc) => {
    let v: unknown = doc;
    for (const step of steps) {
      if (Array.isArray(v)) notCompiled();
      if (!isPlainObject(v) || !(step in v)) return MISSING;
      v = v[step];
    }
    if (Array.isArray(v)) notCompiled();
    return v === undefined ? MISSING : v;
  };
}

function compileOperator(name: string, arg: unknown): Compiled | undefined {
  if (name === '$literal') return () => arg;
  if (name === '$subtract') {
    if (!Array.isArray(arg) || arg.length !== 2) return undefined;
    const [a, b] = arg.map(compileExpression);
    if (!a || !b) return undefined;
    return (doc) => subtract(a(doc), b(doc));
  }
  if (name === '$dateToString') {
    if (!isPlainObject(arg)) return undefined;
    const { format, date, ...rest } = arg;
    if (Object.keys(rest).some((k) => k !== 'timezone' || rest[k] !== 'UTC')) return undefined;
    const formatter = typeof format === 'string' ? utcFormatter(format) : undefined;
    const dateOf = compileExpression(date);
    if (!formatter || !dateOf) return undefined;
    return (doc) => {
      const d = dateOf(doc);
      if (d === null || d === MISSING) return null;
      return d instanceof Date ? formatter(d) : notCompiled();
    };
  }
  return undefined;
}

function subtract(a: unknown, b: unknown): unknown {
  if (a === null || a === MISSING || b === null || b === MISSING) return null;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (a instanceof Date && typeof b === 'number') return new Date(a.getTime() - b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return notCompiled();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const TOKENS: Record<string, (d: Date) => string> = {
  Y: (d) => pad(d.getUTCFullYear(), 4),
  m: (d) => pad(d.getUTCMonth() + 1),
  d: (d) => pad(d.getUTCDate()),
  H: (d) => pad(d.getUTCHours()),
  M: (d) => pad(d.getUTCMinutes()),
  S: (d) => pad(d.getUTCSeconds()),
  L: (d) => pad(d.getUTCMilliseconds(), 3),
  '%': () => '%',
};

/** A UTC formatter for the common `%Y %m %d %H %M %S %L %%` tokens; undefined for others. */
function utcFormatter(pattern: string): ((d: Date) => string) | undefined {
  const parts: (string | ((d: Date) => string))[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '%') {
      parts.push(pattern[i]!);
      continue;
    }
    const token = TOKENS[pattern[++i] ?? ''];
    if (!token) return undefined;
    parts.push(token);
  }
  const format = (d: Date) => parts.map((p) => (typeof p === 'string' ? p : p(d))).join('');
  // Reports format the dates of a whole period: one formatting per distinct day is enough when
  // the format shows nothing finer than a day.
  if (/%[HMSL]/.test(pattern)) return format;
  const days = new Map<number, string>();
  return (d) => {
    const day = Math.floor(d.getTime() / 86_400_000);
    let text = days.get(day);
    if (text === undefined) days.set(day, (text = format(d)));
    return text;
  };
}
