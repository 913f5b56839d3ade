import { Decimal128, Double, Long } from 'bson';
import { bsonType, isPlainObject, toNumber, type Doc } from '../query/values';

/**
 * mingo's arithmetic operators ($inc, $mul, $min, $max) only understand JS numbers. Before the
 * update, wrapped targets (Long, Double, Decimal128) and arguments are unwrapped; afterwards the
 * result gets mongod's result type: the widest of target and argument (decimal > double > long >
 * int), with int overflow promoted to long.
 */
const ARITHMETIC = ['$inc', '$mul', '$min', '$max'] as const;
const WIDTH: Record<string, number> = { int: 0, long: 1, double: 2, decimal: 3 };

type Kind = 'int' | 'long' | 'double' | 'decimal';

function kindOf(v: unknown): Kind | undefined {
  if (typeof v === 'number')
    return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 'int' : 'double';
  switch (bsonType(v)) {
    case 'Long':
      return 'long';
    case 'Double':
      return 'double';
    case 'Int32':
      return 'int';
    case 'Decimal128':
      return 'decimal';
    default:
      return undefined;
  }
}

function getPath(doc: Doc, parts: string[]): unknown {
  let v: unknown = doc;
  for (const p of parts) {
    if (Array.isArray(v) && /^\d+$/.test(p)) v = v[Number(p)];
    else if (isPlainObject(v)) v = v[p];
    else return undefined;
  }
  return v;
}

function setPath(doc: Doc, parts: string[], value: unknown): void {
  let v: unknown = doc;
  for (const p of parts.slice(0, -1)) {
    if (Array.isArray(v) && /^\d+$/.test(p)) v = v[Number(p)];
    else if (isPlainObject(v)) v = v[p];
    else return;
  }
  const last = parts[parts.length - 1]!;
  if (Array.isArray(v) && /^\d+$/.test(last)) v[Number(last)] = value;
  else if (isPlainObject(v)) v[last] = value;
}

export interface NumericPlan {
  modifier: Doc;
  kinds: Map<string, Kind>;
}

/** Unwraps numeric targets in `doc` (mutated: it is the update's private copy) and arguments. */
export function unwrapArithmetic(doc: Doc, modifier: Doc): NumericPlan {
  const kinds = new Map<string, Kind>();
  const out: Doc = { ...modifier };
  for (const op of ARITHMETIC) {
    const args = modifier[op];
    if (!isPlainObject(args)) continue;
    const plainArgs: Doc = {};
    for (const [path, arg] of Object.entries(args)) {
      const argKind = kindOf(arg);
      plainArgs[path] = argKind ? toNumber(arg) : arg;
      if (path.includes('$') || !argKind) continue;
      const parts = path.split('.');
      const current = getPath(doc, parts);
      const currentKind = kindOf(current);
      if (currentKind && bsonType(current)) setPath(doc, parts, toNumber(current));
      const resultKind =
        op === '$min' || op === '$max'
          ? (currentKind ?? argKind)
          : [currentKind ?? 'int', argKind].reduce((a, b) => (WIDTH[a]! >= WIDTH[b]! ? a : b));
      kinds.set(path, resultKind);
    }
    out[op] = plainArgs;
  }
  return { modifier: out, kinds };
}

/** Gives arithmetic results their BSON type back. */
export function rewrapArithmetic(doc: Doc, plan: NumericPlan): void {
  for (const [path, kind] of plan.kinds) {
    const parts = path.split('.');
    const v = getPath(doc, parts);
    if (typeof v !== 'number') continue;
    if (kind === 'decimal') setPath(doc, parts, Decimal128.fromString(String(v)));
    else if (kind === 'double') setPath(doc, parts, Number.isInteger(v) ? new Double(v) : v);
    else if (kind === 'long' && Number.isInteger(v)) setPath(doc, parts, Long.fromNumber(v));
    else if (kind === 'int' && Number.isInteger(v) && (v > 2147483647 || v < -2147483648)) {
      setPath(doc, parts, Long.fromNumber(v));
    }
  }
}
