import type { CollationSpec } from '../query/collation';
import type { Doc } from '../query/values';
import { toNumber, isNumeric } from '../query/values';
import { badValue, MongoCommandError } from '../errors';

/** A normalized index description, as stored and as returned by listIndexes. */
export interface IndexSpec extends Doc {
  v: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  /** Kept up to date and enforced, but not used by the query planner (collMod or create). */
  hidden?: boolean;
  collation?: CollationSpec;
}

/** Default index name: `field_1_other_-1`, as mongod and drivers build it. */
export const defaultIndexName = (key: Record<string, unknown>): string =>
  Object.entries(key)
    .map(([k, v]) => `${k}_${isNumeric(v) ? toNumber(v) : String(v)}`)
    .join('_');

const SUPPORTED_TYPES = new Set(['text', 'hashed', '2dsphere', '2d']);

/** Validates a createIndexes entry and returns its normalized spec. */
export function normalizeIndexSpec(raw: Doc): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0) {
    throw new MongoCommandError(67, 'CannotCreateIndex', 'Index keys cannot be empty.');
  }
  for (const [field, dir] of Object.entries(key as Doc)) {
    if (isNumeric(dir) && toNumber(dir) !== 0) continue;
    if (typeof dir === 'string' && SUPPORTED_TYPES.has(dir)) {
      if (dir === 'text' || dir === 'hashed') continue;
    }
    throw new MongoCommandError(
      67,
      'CannotCreateIndex',
      `Values in the index key pattern can only be positive or negative numbers or supported index types; found ${field}: ${String(dir)}`,
    );
  }
  const name = typeof raw.name === 'string' ? raw.name : defaultIndexName(key as Doc);
  const spec: IndexSpec = { v: 2, key: key as Doc, name };
  if (raw.unique === true) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (raw.hidden === true) spec.hidden = true;
  if (raw.partialFilterExpression !== undefined) {
    if (typeof raw.partialFilterExpression !== 'object' || raw.partialFilterExpression === null) {
      throw badValue('partialFilterExpression must be an object');
    }
    spec.partialFilterExpression = raw.partialFilterExpression as Doc;
  }
  if (raw.expireAfterSeconds !== undefined)
    spec.expireAfterSeconds = toNumber(raw.expireAfterSeconds);
  if (raw.collation && typeof raw.collation === 'object') {
    const c = raw.collation as CollationSpec;
    if (c.locale !== 'simple') spec.collation = c;
  }
  for (const extra of ['background', 'weights', 'default_language', 'textIndexVersion']) {
    if (raw[extra] !== undefined) spec[extra] = raw[extra];
  }
  return spec;
}

/** True when two specs describe the same index options (createIndexes is then a no-op). */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  const pick = (s: IndexSpec): string =>
    JSON.stringify([
      !!s.unique,
      !!s.sparse,
      s.partialFilterExpression ?? null,
      s.expireAfterSeconds ?? null,
      s.collation ?? null,
    ]);
  return pick(a) === pick(b);
}
