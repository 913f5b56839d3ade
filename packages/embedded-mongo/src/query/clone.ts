import { BSON } from 'bson';
import { RAW_DESERIALIZE } from '../wire/bson-options';
import { bsonType, normalizeDocument, toNumber, type Doc } from './values';

/** A deep copy that keeps every BSON type exactly (a round trip through the encoder). */
export const cloneDoc = (doc: Doc): Doc =>
  normalizeDocument(BSON.deserialize(BSON.serialize(doc), RAW_DESERIALIZE));

/** A deep copy of any value, BSON types kept (see cloneDoc). */
export const cloneValue = (v: unknown): unknown => cloneDoc({ v }).v;

/**
 * A deep copy in which every number is a JS number (Double/Long/Decimal128 unwrapped when exact
 * enough), for mingo's aggregation operators, which only do arithmetic on JS numbers.
 */
export function toPlain(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(toPlain);
  const tag = bsonType(v);
  if (tag === 'Double') return toNumber(v);
  if (tag === 'Long') {
    const n = toNumber(v);
    return Number.isSafeInteger(n) ? n : v;
  }
  if (tag || v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return v;
  const out: Doc = {};
  for (const [k, x] of Object.entries(v)) out[k] = toPlain(x);
  return out;
}
