import type { DBRef, Decimal128, Double, Long } from 'bson';

/** A live document: plain objects/arrays holding JS scalars and bson value classes. */
export type Doc = Record<string, unknown>;

/** bson classes carry a `_bsontype` tag; reading it avoids instanceof across bson copies. */
export const bsonType = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;

export const isPlainObject = (v: unknown): v is Doc =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * Picks the live representation of a parsed value so that the BSON type survives a round trip
 * while mingo still sees plain JS numbers in the common case:
 * - Int32 -> number (bson serializes integral numbers in int32 range back as Int32);
 * - Double -> number when fractional (serialized back as double), kept as `Double` when integral
 *   (1.0 would otherwise come back as Int32);
 * - Long and Decimal128 stay wrapped.
 */
export function normalizeValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normalizeValue(v[i]);
    return v;
  }
  const tag = bsonType(v);
  if (tag === 'Int32') return (v as { value: number }).value;
  if (tag === 'Double') {
    const n = (v as Double).value;
    return Number.isInteger(n) ? v : n;
  }
  if (tag === 'DBRef') {
    // Kept as the document it is in BSON ({ $ref, $id, $db }), so queries on `ref.$id` see it.
    const ref = v as DBRef;
    return normalizeDocument({
      $ref: ref.collection,
      $id: ref.oid,
      ...(ref.db ? { $db: ref.db } : {}),
      ...ref.fields,
    });
  }
  if (tag) return v;
  if (isPlainObject(v)) return normalizeDocument(v);
  return v;
}

export function normalizeDocument(doc: Doc): Doc {
  for (const key of Object.keys(doc)) doc[key] = normalizeValue(doc[key]);
  return doc;
}

export const isNumeric = (v: unknown): boolean => {
  if (typeof v === 'number') return true;
  const tag = bsonType(v);
  return tag === 'Double' || tag === 'Int32' || tag === 'Long' || tag === 'Decimal128';
};

/** Numeric value as a JS number (Long/Decimal128 lose precision beyond 2^53, as in $toDouble). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  switch (bsonType(v)) {
    case 'Double':
    case 'Int32':
      return (v as { value: number }).value;
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return Number.parseFloat((v as Decimal128).toString());
    default:
      return Number.NaN;
  }
}

/** Reads an integer command option that may arrive as any numeric BSON type. */
export function intOption(v: unknown, fallback: number): number {
  return isNumeric(v) ? Math.trunc(toNumber(v)) : fallback;
}
