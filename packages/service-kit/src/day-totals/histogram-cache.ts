import { addHistogram } from './duration-histogram';
import type { DurationHistogram } from './duration-histogram';
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

/** What identifies a day's `section` as stored now (see `DayDocument`). */
export const sectionVersion = (doc: DayDocument, section: string): string =>
  `${doc.epoch ?? ''}:${doc.versions?.[section] ?? 0}`;

/** How many merged runs of days are kept (a few per range asked). */
const mergedRuns = 8;

/**
 * One process's copy of a histogram section of the days (`decisionTimes`), so a request sums
 * tens of thousands of bins only when they changed. A duration is counted on the day it ends,
 * which is today, so the earlier days of a period stay as they were: each day's section is kept
 * with its version (`sectionVersion`) and read again only once it moved, and the sum of the
 * period's days before its last is kept per run of versions; the last day is added per request.
 */
export function createHistogramCache(
  readSection: (days: string[], section: string) => Promise<DayDocument[]>,
) {
  const perDay = new Map<string, { version: string; value: HistogramsByName | undefined }>();
  const runs = new Map<string, HistogramsByName>();
  const key = (section: string, day: string) => `${section}/${day}`;

  return async function merged(days: DayDocument[], section: string): Promise<HistogramsByName> {
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
    const earlier = days.slice(0, -1);
    const run = `${section}|${earlier.map((d) => `${d._id}=${perDay.get(key(section, d._id))?.version}`).join(',')}`;
    let sum = runs.get(run);
    if (!sum) {
      sum = mergeByName(earlier.map(valueOf));
      runs.set(run, sum);
      if (runs.size > mergedRuns) runs.delete(runs.keys().next().value!);
    }
    // Days no period reaches any more are let go.
    if (perDay.size > 4 * 100) {
      const asked = new Set(days.map((day) => key(section, day._id)));
      for (const day of perDay.keys()) if (!asked.has(day)) perDay.delete(day);
    }
    const last = days.at(-1);
    return last ? mergeByName([sum, valueOf(last)]) : sum;
  };
}
