import { compareValues } from '../query/bson-order';
import { compileFilter, type DocPredicate } from '../query/filter';
import type { Doc } from '../query/values';
import { toNumber } from '../query/values';
import { duplicateKeyError } from './dup-key-error';
import { encodeKeyValue } from './key-encoding';
import type { IndexSpec } from './index-spec';
import { pathValues } from './path-values';
import { MongoCommandError } from '../errors';

export interface KeyEntry {
  /** Full compound key tuple of values (for E11000's keyValue). */
  values: unknown[];
  full: string;
  first: string;
}

/**
 * One secondary index kept in memory: key -> document ids, plus a lazily sorted view of the
 * first field's distinct values for range scans. It narrows candidates; the full filter is still
 * applied to every candidate, so the index never changes a query's answer, only its cost.
 */
export class CollectionIndex {
  readonly fields: [string, number][];
  private readonly paths: string[];
  private readonly partial?: DocPredicate;
  /** Full key -> posting (uniqueness). */
  private readonly byKey = new Map<string, Posting>();
  /** First-field key -> posting (lookups); the same map as byKey for single-field indexes. */
  private readonly byFirst: Map<string, Posting>;
  /**
   * Id -> its keys: the full key (or keys, for multikey) of single-field indexes, [full, first,
   * ...] pairs for compound ones. A lone string avoids an array per document.
   */
  private readonly docKeys = new Map<string, string | string[]>();
  /** byFirst's keys in value order, built on first use and then kept sorted on every write. */
  private sortedFirst: string[] | undefined;
  /** byKey's keys in full-key order (each field in its own direction), likewise. */
  private sortedFull: string[] | undefined;

  constructor(
    readonly ns: string,
    readonly spec: IndexSpec,
  ) {
    this.fields = Object.entries(spec.key).map(([k, v]) => [
      k,
      typeof v === 'string' ? 1 : toNumber(v),
    ]);
    this.paths = this.fields.map(([p]) => p);
    this.byFirst = this.fields.length === 1 ? this.byKey : new Map();
    if (spec.partialFilterExpression) this.partial = compileFilter(spec.partialFilterExpression);
  }

  get name(): string {
    return this.spec.name;
  }

  private get compound(): boolean {
    return this.byFirst !== this.byKey;
  }

  /** Index keys of a document, or none when sparse/partial rules exclude it. */
  keysOf(doc: Doc): KeyEntry[] {
    if (this.partial && !this.partial(doc)) return [];
    const collation = this.spec.collation;
    if (!this.compound) {
      const vals = pathValues(doc, this.paths[0]!);
      if (this.spec.sparse && vals.every((v) => v === undefined)) return [];
      const out: KeyEntry[] = [];
      for (const v of vals) {
        const full = encodeKeyValue(v, collation);
        if (out.length && out.some((e) => e.full === full)) continue;
        out.push({ values: [v], full, first: full });
      }
      return out;
    }
    const perField = this.paths.map((path) => pathValues(doc, path));
    if (this.spec.sparse && perField.every((vals) => vals.every((v) => v === undefined))) return [];
    if (perField.filter((vals) => vals.length > 1).length > 1) {
      throw new MongoCommandError(
        171,
        'CannotIndexParallelArrays',
        `cannot index parallel arrays [${this.paths.join('] [')}]`,
      );
    }
    let tuples: unknown[][] = [[]];
    for (const vals of perField) tuples = tuples.flatMap((t) => vals.map((v) => [...t, v]));
    const seen = new Set<string>();
    const out: KeyEntry[] = [];
    for (const values of tuples) {
      const encoded = values.map((v) => encodeKeyValue(v, collation));
      const full = encoded.join('\u0000');
      if (seen.has(full)) continue;
      seen.add(full);
      out.push({ values, full, first: encoded[0]! });
    }
    return out;
  }

  /** Throws E11000 if these keys (of the document stored under `id`) belong to another document. */
  assertUnique(id: string, keys: KeyEntry[]): void {
    if (!this.spec.unique) return;
    for (const entry of keys) {
      const posting = this.byKey.get(entry.full);
      if (posting && ownedByOther(posting, id)) throw this.duplicate(entry.values);
    }
  }

  duplicate(values: unknown[]): Error {
    const keyValue: Doc = {};
    this.fields.forEach(([path], i) => {
      keyValue[path] = values[i] === undefined ? null : values[i];
    });
    return duplicateKeyError(this.ns, this.name, this.spec.key, keyValue);
  }

  add(id: string, keys: KeyEntry[]): void {
    if (!this.compound && keys.length === 1) {
      const k = keys[0]!;
      this.post(this.byKey, k.full, k.values[0], id);
      this.docKeys.set(id, k.full);
      return;
    }
    const stored: string[] = [];
    for (const k of keys) {
      this.post(this.byKey, k.full, k.values[0], id, this.compound ? k.values : undefined);
      if (this.compound) {
        this.post(this.byFirst, k.first, k.values[0], id);
        stored.push(k.full, k.first);
      } else stored.push(k.full);
    }
    this.docKeys.set(id, stored);
  }

  /**
   * Whether the document stored under `id` is indexed under exactly these keys already: most
   * updates change a few fields, and re-posting unchanged keys would shift sorted key arrays
   * twice per index for nothing.
   */
  holds(id: string, keys: KeyEntry[]): boolean {
    const stored = this.docKeys.get(id);
    if (stored === undefined) return keys.length === 0;
    if (typeof stored === 'string') return keys.length === 1 && keys[0]!.full === stored;
    const step = this.compound ? 2 : 1;
    if (stored.length !== keys.length * step) return false;
    return keys.every((k, i) => stored[i * step] === k.full);
  }

  remove(id: string): void {
    const stored = this.docKeys.get(id);
    if (stored === undefined) return;
    this.docKeys.delete(id);
    if (typeof stored === 'string') {
      this.unpost(this.byKey, stored, id);
      return;
    }
    const step = this.compound ? 2 : 1;
    for (let i = 0; i < stored.length; i += step) {
      this.unpost(this.byKey, stored[i]!, id);
      if (this.compound) this.unpost(this.byFirst, stored[i + 1]!, id);
    }
  }

  private post(
    map: Map<string, Posting>,
    key: string,
    value: unknown,
    id: string,
    values?: unknown[],
  ): void {
    const posting = map.get(key);
    if (!posting) {
      map.set(key, values ? { value, values, ids: id } : { value, ids: id });
      if (map === this.byFirst && this.sortedFirst)
        this.insertSorted(this.sortedFirst, key, this.firstOrder);
      if (map === this.byKey && this.sortedFull)
        this.insertSorted(this.sortedFull, key, this.fullOrder);
    } else if (typeof posting.ids === 'string') {
      if (posting.ids !== id) posting.ids = new Set([posting.ids, id]);
    } else posting.ids.add(id);
  }

  private unpost(map: Map<string, Posting>, key: string, id: string): void {
    const posting = map.get(key);
    if (!posting) return;
    if (typeof posting.ids === 'string') {
      if (posting.ids !== id) return;
      if (map === this.byFirst && this.sortedFirst)
        this.removeSorted(this.sortedFirst, key, this.firstOrder);
      if (map === this.byKey && this.sortedFull)
        this.removeSorted(this.sortedFull, key, this.fullOrder);
      map.delete(key);
      return;
    }
    posting.ids.delete(id);
    if (posting.ids.size === 1) posting.ids = posting.ids.values().next().value!;
  }

  /** Whether equality/range on the first field can use this index for a query's collation. */
  usableFor(path: string, collationKey: string): boolean {
    if (this.partial || this.spec.sparse || this.spec.hidden) return false;
    if (this.fields[0]?.[0] !== path) return false;
    if (typeof this.spec.key[path] === 'string') return false;
    return collationKey === JSON.stringify(this.spec.collation ?? null);
  }

  /** Ids whose first indexed field equals `value` (a superset of the exact matches). */
  lookupEqual(value: unknown): Iterable<string> {
    const posting = this.byFirst.get(encodeKeyValue(value, this.spec.collation));
    return posting ? idsOf(posting) : [];
  }

  /**
   * The first field's distinct values, when every indexed document has one (no null or missing
   * key, which distinct would tell apart), for a `distinct` answered from the index.
   */
  firstFieldValues(): unknown[] | undefined {
    if (this.byFirst.has(encodeKeyValue(null))) return undefined;
    return [...this.byFirst.values()].map((posting) => posting.value);
  }

  /** How many documents have this first-field value. */
  countEqual(value: unknown): number {
    const posting = this.byFirst.get(encodeKeyValue(value, this.spec.collation));
    if (!posting) return 0;
    return typeof posting.ids === 'string' ? 1 : posting.ids.size;
  }

  /**
   * Ids whose first field lies within bounds (only values of the bound's type bracket), lazily in
   * key order: a caller that needs only a few, or only to know there are many, stops early.
   */
  *lookupRange(
    lower?: { value: unknown; inclusive: boolean },
    upper?: { value: unknown; inclusive: boolean },
  ): Generator<string> {
    const sorted = this.sorted();
    const cmp = (key: string, bound: unknown): number =>
      compareValues(this.byFirst.get(key)?.value, bound);
    let lo = 0;
    if (lower) {
      lo = search(sorted, (k) => {
        const c = cmp(k, lower.value);
        return lower.inclusive ? c >= 0 : c > 0;
      });
    }
    let hi = sorted.length;
    if (upper) {
      hi = search(sorted, (k) => {
        const c = cmp(k, upper.value);
        return upper.inclusive ? c > 0 : c >= 0;
      });
    }
    for (let i = lo; i < hi; i++) {
      const posting = this.byFirst.get(sorted[i]!);
      if (posting) yield* idsOf(posting);
    }
  }

  /**
   * Ids in the order of the first field's keys, ascending or descending. A multikey document
   * appears once per key: taking its first appearance gives mongod's array sort order (smallest
   * element ascending, largest descending), so callers de-duplicate.
   */
  *idsInOrder(direction: number): Generator<string> {
    const sorted = this.sorted();
    const n = sorted.length;
    for (let i = 0; i < n; i++) {
      const posting = this.byFirst.get(sorted[direction < 0 ? n - 1 - i : i]!);
      if (posting) yield* idsOf(posting);
    }
  }

  /**
   * Ids in the order of the whole key (each field ascending or descending as the index says, or
   * all reversed for `direction` -1), limited to keys whose first fields equal `prefix`. This is
   * how a compound index answers `{ status: 'x' }` sorted by `{ createdAt: -1, _id: -1 }`
   * without reading the rest. Callers de-duplicate multikey documents.
   */
  *idsInKeyOrder(direction: number, prefix: unknown[] = []): Generator<string> {
    if (!this.compound) {
      if (prefix.length === 0) yield* this.idsInOrder(direction);
      else yield* this.lookupEqual(prefix[0]);
      return;
    }
    const sorted = this.fullSorted();
    const vs = (key: string) => this.byKey.get(key)!.values!;
    const cmpPrefix = (key: string) => this.compareTuples(vs(key), prefix, prefix.length);
    const lo = prefix.length ? search(sorted, (k) => cmpPrefix(k) >= 0) : 0;
    const hi = prefix.length ? search(sorted, (k) => cmpPrefix(k) > 0) : sorted.length;
    for (let i = 0; i < hi - lo; i++) {
      const posting = this.byKey.get(sorted[direction < 0 ? hi - 1 - i : lo + i]!);
      if (posting) yield* idsOf(posting);
    }
  }

  private readonly firstOrder = (a: string, b: string) =>
    compareValues(this.byFirst.get(a)!.value, this.byFirst.get(b)!.value);

  private readonly fullOrder = (a: string, b: string) =>
    this.compareTuples(this.byKey.get(a)!.values!, this.byKey.get(b)!.values!, this.fields.length);

  /** Compares the first `n` fields of two key tuples, each field in its index direction. */
  private compareTuples(a: unknown[], b: unknown[], n: number): number {
    for (let i = 0; i < n; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return this.fields[i]![1] < 0 ? -c : c;
    }
    return 0;
  }

  private insertSorted(sorted: string[], key: string, order: (a: string, b: string) => number) {
    sorted.splice(
      search(sorted, (k) => order(k, key) > 0),
      0,
      key,
    );
  }

  private removeSorted(sorted: string[], key: string, order: (a: string, b: string) => number) {
    // Keys that compare equal (e.g. 1 and 1.0) sit together: find this one among them.
    for (let i = search(sorted, (k) => order(k, key) >= 0); i < sorted.length; i++) {
      if (sorted[i] === key) {
        sorted.splice(i, 1);
        return;
      }
      if (order(sorted[i]!, key) > 0) return;
    }
  }

  private sorted(): string[] {
    this.sortedFirst ??= [...this.byFirst.keys()].sort(this.firstOrder);
    return this.sortedFirst;
  }

  private fullSorted(): string[] {
    this.sortedFull ??= [...this.byKey.keys()].sort(this.fullOrder);
    return this.sortedFull;
  }

  /** Whether a sorted walk of the whole key can use this index (no partial/sparse/text keys). */
  walkable(collationKey: string): boolean {
    if (this.partial || this.spec.sparse || this.spec.hidden) return false;
    if (Object.values(this.spec.key).some((v) => typeof v === 'string')) return false;
    return collationKey === JSON.stringify(this.spec.collation ?? null);
  }

  get size(): number {
    return this.docKeys.size;
  }
}

/** First index in `arr` for which `pred` holds (pred is monotone false..true). */
function search(arr: string[], pred: (k: string) => boolean): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (pred(arr[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A key's first-field value (for range order) and the id(s) holding it. */
interface Posting {
  value: unknown;
  /** The whole key tuple (compound indexes' full keys only). */
  values?: unknown[];
  ids: string | Set<string>;
}

const idsOf = (p: Posting): Iterable<string> => (typeof p.ids === 'string' ? [p.ids] : p.ids);

function ownedByOther(p: Posting, id: string): boolean {
  if (typeof p.ids === 'string') return p.ids !== id;
  for (const owner of p.ids) if (owner !== id) return true;
  return false;
}
