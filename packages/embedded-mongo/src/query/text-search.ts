/**
 * `$text` over a collection's text index, as mongod answers it for ordinary use: the search
 * string's words (lowercased, without diacritics, English stop words dropped, light stemming),
 * "quoted phrases" that must all appear, and -negated words that must not. A document matches
 * when it has at least one searched word in an indexed field; its textScore sums, per field, the
 * field's weight times the searched words found there.
 */
import { MongoCommandError, badValue } from '../errors';
import type { CollectionIndex } from '../indexes/collection-index';
import { isPlainObject, type Doc } from './values';

const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have he her his i in is it its of on or our she that the their them they this to was we were will with you your'.split(
    ' ',
  ),
);

interface Options {
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

function normalize(text: string, o: Options): string {
  let out = o.caseSensitive ? text : text.toLowerCase();
  if (!o.diacriticSensitive) out = out.normalize('NFD').replace(/\p{M}/gu, '');
  return out;
}

/** A word's stem: enough of English suffixes that 'searches' finds 'search'. */
function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3)
      return word.slice(0, -suffix.length);
  }
  return word;
}

const words = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

function stems(text: string, o: Options): string[] {
  return words(normalize(text, o))
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
    .map(stem);
}

/** Every string under a value (arrays and sub-documents included). */
function stringsIn(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(stringsIn);
  if (isPlainObject(v)) return Object.values(v).flatMap(stringsIn);
  return [];
}

function valueAt(doc: Doc, path: string): unknown {
  let v: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(v)) v = v.map((x) => (isPlainObject(x) ? x[part] : undefined));
    else v = isPlainObject(v) ? v[part] : undefined;
  }
  return v;
}

/** The collection's text index (mongod allows one). */
export function textIndexOf(indexes: Iterable<CollectionIndex>): CollectionIndex | undefined {
  for (const index of indexes) {
    if (Object.values(index.spec.key).some((v) => v === 'text')) return index;
  }
  return undefined;
}

/** Compiles `$text`: a function answering a document's textScore (0: it does not match). */
export function compileTextSearch(
  index: CollectionIndex | undefined,
  spec: unknown,
): (doc: Doc) => number {
  if (!index) {
    throw new MongoCommandError(27, 'IndexNotFound', 'text index required for $text query');
  }
  if (!isPlainObject(spec) || typeof spec.$search !== 'string') {
    throw badValue('$text needs a $search string');
  }
  const o: Options = {
    caseSensitive: spec.$caseSensitive === true,
    diacriticSensitive: spec.$diacriticSensitive === true,
  };
  const search = spec.$search;
  const phrases = [...search.matchAll(/"([^"]*)"/g)]
    .map((m) => normalize(m[1]!, o))
    .filter(Boolean);
  const unquoted = search.replace(/"[^"]*"/g, ' ');
  const negated = new Set(
    (unquoted.match(/(^|\s)-[\p{L}\p{N}]+/gu) ?? []).flatMap((t) => stems(t, o)),
  );
  const positive = new Set([
    ...stems(unquoted.replace(/(^|\s)-[\p{L}\p{N}]+/gu, ' '), o),
    ...phrases.flatMap((p) => stems(p, o)),
  ]);
  const weights = isPlainObject(index.spec.weights) ? index.spec.weights : {};
  const fields = Object.entries(index.spec.key)
    .filter(([, v]) => v === 'text')
    .map(([path]) => path);
  const weightOf = (path: string): number =>
    typeof weights[path] === 'number' ? (weights[path] as number) : 1;

  return (doc) => {
    const texts = fields.includes('$**')
      ? [{ weight: weightOf('$**'), text: stringsIn(doc).join(' ') }]
      : fields.map((path) => ({
          weight: weightOf(path),
          text: stringsIn(valueAt(doc, path)).join(' '),
        }));
    const all = normalize(texts.map((t) => t.text).join(' '), o);
    if (phrases.some((p) => !all.includes(p))) return 0;
    let score = 0;
    for (const { weight, text } of texts) {
      const found = stems(text, o);
      if (found.some((w) => negated.has(w))) return 0;
      const hits = found.filter((w) => positive.has(w)).length;
      if (hits) score += weight * hits * (0.5 + 0.5 / found.length);
    }
    return score;
  };
}

/** Whether a sort or projection value is `{ $meta: 'textScore' }`. */
export const isTextScoreMeta = (v: unknown): boolean => isPlainObject(v) && v.$meta === 'textScore';
