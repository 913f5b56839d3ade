import type { StringComparator } from './bson-order';

/** The subset of a MongoDB collation document that changes string comparison. */
export interface CollationSpec {
  locale: string;
  strength?: number;
  caseLevel?: boolean;
  caseFirst?: 'upper' | 'lower' | 'off';
  numericOrdering?: boolean;
}

const SENSITIVITY: Record<number, Intl.CollatorOptions['sensitivity']> = {
  1: 'base',
  2: 'accent',
  3: 'variant',
  4: 'variant',
  5: 'variant',
};

const cache = new Map<string, StringComparator>();

/** ICU-like string comparator for a collation ('simple' or none means binary comparison). */
export function collationComparator(spec: CollationSpec | undefined): StringComparator | undefined {
  if (!spec || spec.locale === 'simple') return undefined;
  const key = JSON.stringify(spec);
  let cmp = cache.get(key);
  if (!cmp) {
    const collator = new Intl.Collator(bcp47(spec.locale), {
      sensitivity: SENSITIVITY[spec.strength ?? 3] ?? 'variant',
      caseFirst: spec.caseFirst === 'off' || !spec.caseFirst ? 'false' : spec.caseFirst,
      numeric: spec.numericOrdering ?? false,
    });
    cmp = (a, b) => collator.compare(a, b);
    cache.set(key, cmp);
  }
  return cmp;
}

/**
 * mongod takes ICU locale ids ('en_US', 'de@collation=phonebook'); Intl wants BCP 47 ('en-US').
 * The variant after '@' has no Intl equivalent here and is dropped.
 */
const bcp47 = (locale: string | undefined): string | undefined =>
  typeof locale === 'string' ? locale.split('@')[0]!.replaceAll('_', '-') : undefined;

/** Reads a collation option from a command, if any. */
export function readCollation(v: unknown): CollationSpec | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const spec = v as CollationSpec;
  return typeof spec.locale === 'string' ? spec : undefined;
}
