import { MongoCommandError } from '../errors';
import { translateMingoError } from '../query/filter';
import type { Doc } from '../query/values';

/** A per-statement failure in a write command's `writeErrors`, as mongod reports it. */
export function writeError(index: number, err: unknown): Doc {
  let e: unknown = err;
  if (!(e instanceof MongoCommandError)) {
    try {
      translateMingoError(e);
    } catch (translated) {
      e = translated;
    }
  }
  const mce = e as MongoCommandError;
  return { index, code: mce.code, ...mce.extra, errmsg: mce.message };
}
