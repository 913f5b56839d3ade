import { bsonType } from './values';

/** The `$type` alias of a live value, as mongod names BSON types. */
export function typeAlias(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  switch (typeof v) {
    case 'number':
      return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 && !Object.is(v, -0)
        ? 'int'
        : 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
    default:
      break;
  }
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (bsonType(v)) {
    case 'Double':
      return 'double';
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'Code':
      return 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'BSONRegExp':
      return 'regex';
    default:
      return 'object';
  }
}

const CODES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};
const ALIASES = new Set([...Object.values(CODES), 'number']);

/** Resolves a `$type` argument (alias or numeric code) to an alias; undefined if invalid. */
export function typeArgument(t: unknown): string | undefined {
  if (typeof t === 'string') return ALIASES.has(t) ? t : undefined;
  if (typeof t === 'number') return CODES[t];
  return undefined;
}

export const matchesType = (v: unknown, alias: string): boolean => {
  const actual = typeAlias(v);
  if (alias === 'number') return ['int', 'long', 'double', 'decimal'].includes(actual);
  return actual === alias;
};
