import { MongoCommandError } from '../errors';
import { bsonType, isPlainObject, toNumber } from '../query/values';
import type { ObjectId } from 'bson';

/** Renders a key value the way mongod prints it in E11000 messages. */
function show(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(show).join(', ')} ]`;
  switch (bsonType(v)) {
    case 'ObjectId':
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return String(toNumber(v));
    default:
      break;
  }
  if (isPlainObject(v)) {
    const fields = Object.entries(v).map(([k, x]) => `${k}: ${show(x)}`);
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  return String(v);
}

/** mongod's E11000 error, with `keyPattern` and `keyValue` as drivers and mongoose expect. */
export function duplicateKeyError(
  ns: string,
  indexName: string,
  keyPattern: Record<string, unknown>,
  keyValue: Record<string, unknown>,
): MongoCommandError {
  const dup = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join(', ');
  return new MongoCommandError(
    11000,
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${dup} }`,
    { keyPattern, keyValue },
  );
}
