import { addHistogram, fromFieldKey, percentilesOf, sortedBins } from './duration-histogram';
import type { DurationHistogram, NamedPercentiles, SortedBins } from './duration-histogram';
import type { DayDocument } from './day-totals';

/** Histograms by name (a brand's `fieldKey`). */
export type HistogramsByName = Record<string, DurationHistogram>;

/** Sums histograms by name into new ones (the inputs are left as they are). */
export function mergeByName(list: Iterable<HistogramsByName | undefined>): HistogramsByName {
  const merged: HistogramsByName = {};
  for (const byName of list) {
    for (const [name, histogram] of Object.entries(byName ?? {})) {
      addHistogram((merged[name] ??= {}), histogram);
    }
  }
  return merged;
}

/** Each name's bins in duration order. */
type SortedByName = Map<string, SortedBins>;

const sortedByName = (byName: HistogramsByName | undefined): SortedByName =>
  new Map(Object.entries(byName ?? {}).map(([name, histogram]) => [name, sortedBins(histogram)]));

/**
 * Per name (a brand, stored by `fieldKey`), ordered by name, the count and percentiles in ms of
 * its durations over the period's earlier days and its last one together.
 */
function percentilesByName(
  earlier: SortedByName,
  last: SortedByName,
  ps: readonly number[],
): NamedPercentiles[] {
  const names = new Set([...earlier.keys(), ...last.keys()]);
  return [...names]
    .map((key) => {
      const parts = [earlier.get(key), last.get(key)].filter((part) => part !== undefined);
      return { name: fromFieldKey(key), ...percentilesOf(parts, ps) };
    })
    .filter((entry) => entry.count > 0)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

/** What identifies a day's `section` as stored now (see `DayDocument`). */
export const sectionVersion = (doc: DayDocument, section: string): string =>
  `${doc.epoch ?? ''}:${doc.versions?.[section] ?? 0}`;

/** How many sums and answers are kept (a few per range asked). */
const kept = 8;

/** `map` with `value` set under `key`, its oldest entry let go past `kept`. */
function remember<T>(map: Map<string, T>, key: string, value: T): T {
  map.set(key, value);
  if (map.size > kept) map.delete(map.keys().next().value!);
  return value;
}

/**
 * One process's copy of a histogram section of the days (`decisionTimes`), so a request sums
 * tens of thousands of bins only when they changed. A duration is counted on the day it ends,
 * which is today, so the earlier days of a period stay as they were: each day's section is kept
 * with its version (`sectionVersion`) and read again only once it moved, and the sum of the
 * period's days before its last is kept per run of versions; the last day is added when it
 * changed, and the answer kept until it changes again.
 */
export function createHistogramCache(
  readSection: (days: string[], section: string) => Promise<DayDocument[]>,
) {
  const perDay = new Map<string, { version: string; value: HistogramsByName | undefined }>();
  const runs = new Map<string, SortedByName>();
  const answers = new Map<string, NamedPercentiles[]>();
  const key = (section: string, day: string) => `${section}/${day}`;

  return async function percentiles(
    days: DayDocument[],
    section: string,
    ps: readonly number[],
  ): Promise<NamedPercentiles[]> {
    const stale = days
      .filter((day) => perDay.get(key(section, day._id))?.version !== sectionVersion(day, section))
      .map((day) => day._id);
    if (stale.length > 0) {
      for (const doc of await readSection(stale, section)) {
        perDay.set(key(section, doc._id), {
          version: sectionVersion(doc, section),
          value: doc[section] as HistogramsByName | undefined,
        });
      }
    }
    const valueOf = (day: DayDocument) => perDay.get(key(section, day._id))?.value;
    const versionOf = (day: DayDocument) =>
      `${day._id}=${perDay.get(key(section, day._id))?.version}`;
    const earlier = days.slice(0, -1);
    const last = days.at(-1);
    const run = `${section}|${earlier.map(versionOf).join(',')}`;
    const answerKey = `${run}|${last ? versionOf(last) : ''}|${ps.join(',')}`;
    const answer = answers.get(answerKey);
    if (answer) return answer;
    const sum =
      runs.get(run) ?? remember(runs, run, sortedByName(mergeByName(earlier.map(valueOf))));
    // Days no period reaches any more are let go.
    if (perDay.size > 4 * 100) {
      const asked = new Set(days.map((day) => key(section, day._id)));
      for (const day of perDay.keys()) if (!asked.has(day)) perDay.delete(day);
    }
    const lastBins = sortedByName(last ? valueOf(last) : undefined);
    return remember(answers, answerKey, percentilesByName(sum, lastBins, ps));
  };
}
