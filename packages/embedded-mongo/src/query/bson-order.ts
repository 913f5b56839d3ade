import type { Binary, Long, ObjectId, Timestamp } from 'bson';
import { bsonType, toNumber } from './values';

/**
 * mongod's canonical cross-type order (MinKey < null < numbers < strings < objects < arrays <
 * binData < ObjectId < bool < Date < Timestamp < regex < MaxKey). Numbers of every BSON numeric
 * type form one bracket and compare by value.
 */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'function':
      return 14;
    default:
      break;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (v instanceof Uint8Array) return 7;
  switch (bsonType(v)) {
    case 'MinKey':
      return 1;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'Code':
      return 14;
    case 'MaxKey':
      return 100;
    default:
      return 5; // plain objects and DBRef-like documents
  }
}

export type StringComparator = (a: string, b: string) => number;

const binaryCmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumbers(a: unknown, b: unknown): number {
  const ta = bsonType(a);
  const tb = bsonType(b);
  if (ta === 'Long' && tb === 'Long') {
    const x = (a as Long).toBigInt();
    const y = (b as Long).toBigInt();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  // mongod orders NaN below every other number and equal to itself.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return sign(x - y) || (x === y ? 0 : x < y ? -1 : 1);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return sign(a.length - b.length);
}

const binaryBytes = (v: unknown): Uint8Array => {
  if (v instanceof Uint8Array) return v;
  const bin = v as Binary;
  return bin.buffer.subarray(0, bin.position);
};

/** Compares two BSON values exactly as mongod orders them in sorts, ranges and indexes. */
export function compareValues(
  a: unknown,
  b: unknown,
  strings: StringComparator = binaryCmp,
): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 1:
    case 2:
    case 100:
      return 0;
    case 3:
      return compareNumbers(a, b);
    case 4:
      return sign(strings(String(a), String(b)));
    case 5:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>, strings);
    case 6:
      return compareArrays(a as unknown[], b as unknown[], strings);
    case 7: {
      // BinData: length first, then subtype, then bytes.
      const x = binaryBytes(a);
      const y = binaryBytes(b);
      if (x.length !== y.length) return x.length < y.length ? -1 : 1;
      const sx = a instanceof Uint8Array ? 0 : (a as Binary).sub_type;
      const sy = b instanceof Uint8Array ? 0 : (b as Binary).sub_type;
      if (sx !== sy) return sx < sy ? -1 : 1;
      return compareBytes(x, y);
    }
    case 8:
      return compareBytes((a as ObjectId).id, (b as ObjectId).id);
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case 11: {
      const x = a as Timestamp;
      const y = b as Timestamp;
      return sign(x.t - y.t) || sign(x.i - y.i);
    }
    case 12: {
      const x = a as RegExp;
      const y = b as RegExp;
      return binaryCmp(x.source, y.source) || binaryCmp(x.flags, y.flags);
    }
    default:
      return binaryCmp(String(a), String(b));
  }
}

function compareObjects(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  strings: StringComparator,
): number {
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const va = a[ka[i]!];
    const vb = b[kb[i]!];
    const rank = sign(typeRank(va) - typeRank(vb));
    if (rank) return rank;
    const name = binaryCmp(ka[i]!, kb[i]!);
    if (name) return name;
    const value = compareValues(va, vb, strings);
    if (value) return value;
  }
  return sign(ka.length - kb.length);
}

function compareArrays(a: unknown[], b: unknown[], strings: StringComparator): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i], strings);
    if (c) return c;
  }
  return sign(a.length - b.length);
}

/** Equality in query semantics: numbers equal across types, null equals missing. */
export const valuesEqual = (a: unknown, b: unknown, strings?: StringComparator): boolean =>
  compareValues(a, b, strings) === 0;
