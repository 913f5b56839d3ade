import { isPlainObject } from '../query/values';

/**
 * Every value a dotted path reaches in a document, descending through arrays as mongod's index
 * key generation does; an array at the end of the path contributes each element (multikey).
 * A missing path yields `undefined` (indexed as null).
 */
export function pathValues(doc: unknown, path: string): unknown[] {
  if (!path.includes('.')) {
    // Top-level field: the common case, without splitting the path.
    const v = isPlainObject(doc) ? doc[path] : undefined;
    if (Array.isArray(v)) return v.length ? v : [undefined];
    return [v];
  }
  return collect(doc, path.split('.'), 0);
}

function collect(v: unknown, parts: string[], i: number): unknown[] {
  if (i === parts.length) {
    if (Array.isArray(v)) return v.length ? v : [undefined];
    return [v];
  }
  const part = parts[i]!;
  if (Array.isArray(v)) {
    if (/^\d+$/.test(part) && Number(part) < v.length)
      return collect(v[Number(part)], parts, i + 1);
    const out = v.flatMap((item) => (isPlainObject(item) ? collect(item, parts, i) : []));
    return out.length ? out : [undefined];
  }
  if (isPlainObject(v)) return collect(v[part], parts, i + 1);
  return [undefined];
}
