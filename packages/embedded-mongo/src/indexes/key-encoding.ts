import type { Binary, Long, ObjectId, Timestamp } from 'bson';
import { bsonType, isPlainObject, toNumber } from '../query/values';
import type { CollationSpec } from '../query/collation';

/**
 * Encodes a value as a string such that two values get the same string exactly when mongod
 * treats them as the same index key: numbers of any BSON type with equal value collide (1, 1.0
 * and Long 1 are one key), null and missing collide, and strings are folded per the collation.
 */
export function encodeKeyValue(v: unknown, collation?: CollationSpec): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return encodeNumber(v);
    case 'string':
      return 's' + foldString(v, collation);
    case 'boolean':
      return v ? 'T' : 'F';
    default:
      break;
  }
  if (Array.isArray(v)) return '[' + v.map((x) => encodeKeyValue(x, collation)).join(',') + ']';
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  switch (bsonType(v)) {
    case 'ObjectId':
      return 'o' + (v as ObjectId).toHexString();
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return encodeNumber(toNumber(v));
    case 'Long': {
      const big = (v as Long).toBigInt();
      const n = Number(big);
      return Number.isSafeInteger(n) ? encodeNumber(n) : 'n' + big.toString();
    }
    case 'Binary': {
      const bin = v as Binary;
      return (
        'b' + bin.sub_type + ':' + Buffer.from(bin.buffer.subarray(0, bin.position)).toString('hex')
      );
    }
    case 'Timestamp': {
      const ts = v as Timestamp;
      return 't' + ts.t + ':' + ts.i;
    }
    case 'MinKey':
      return '<';
    case 'MaxKey':
      return '>';
    default:
      break;
  }
  if (isPlainObject(v) || typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return (
      '{' +
      entries.map(([k, x]) => JSON.stringify(k) + ':' + encodeKeyValue(x, collation)).join(',') +
      '}'
    );
  }
  return 'x' + String(v);
}

function encodeNumber(n: number): string {
  if (Number.isNaN(n)) return 'nNaN';
  return 'n' + (Object.is(n, -0) ? '0' : String(n));
}

/** Case (strength 2) and accent (strength 1) folding, so equal-under-collation strings collide. */
function foldString(s: string, collation?: CollationSpec): string {
  if (!collation || collation.locale === 'simple') return s;
  const strength = collation.strength ?? 3;
  if (strength >= 3) return s;
  const lower = s.toLocaleLowerCase(collation.locale);
  return strength === 1 ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
}

/** The canonical key of a document `_id` (the `_id` index has the simple collation). */
export const idKeyOf = (id: unknown): string => encodeKeyValue(id);
