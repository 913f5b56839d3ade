import { compileFilter } from './filter';
import { isPlainObject, type Doc } from './values';
import { badValue } from '../errors';
import type { Projector } from './projection';

/**
 * The positional projection `{ 'items.$': 1 }`: the array comes back holding only its first
 * element that satisfies the query's conditions on that array. An element matches when the
 * query's conditions on `items` and `items.*` hold for the document with `items` reduced to it.
 */
export function withPositional(field: string, filter: Doc | undefined, base: Projector): Projector {
  if (field.includes('.'))
    throw badValue(
      `positional projection on a nested path '${field}.$' is not supported by the embedded server`,
    );
  const conditions: Doc = {};
  for (const [path, cond] of Object.entries(filter ?? {})) {
    if (path === field || path.startsWith(`${field}.`)) conditions[path] = cond;
  }
  if (Object.keys(conditions).length === 0) {
    throw badValue(`positional operator '${field}.$' requires a query condition on '${field}'`);
  }
  const matches = compileFilter(conditions);
  return (doc) => {
    const out = base(doc);
    const arr = doc[field];
    if (!Array.isArray(arr)) return out;
    const element = arr.find((el) => matches({ ...doc, [field]: [el] }));
    if (element === undefined) {
      throw badValue(
        `positional operator '${field}.$' couldn't find a matching element in the array`,
      );
    }
    return { ...out, [field]: [isPlainObject(element) ? { ...element } : element] };
  };
}
