/**
 * Durations kept as counts per bin, so percentiles over any run of days come from summing a few
 * small histograms instead of reading every duration. A bin is the duration rounded to three
 * significant digits of tenths of a minute: exact to 6 s below 100 minutes, then within 0.5%
 * (1 minute to 1,000 minutes, 10 minutes to a week...). Round durations stay exact, and the
 * fields per day stay few: at most one per distinct bin.
 */
export type DurationHistogram = Record<string, number>;

const TENTH_MINUTE_MS = 6_000;

/** The bin a duration counts in, as a field name: `s<seconds>` (`s3000` is 50 minutes). */
export function durationBin(ms: number): string {
  const tenths = Math.max(0, ms) / TENTH_MINUTE_MS;
  let width = 1;
  while (Math.round(tenths) / width >= 1000) width *= 10;
  return `s${Math.round(tenths / width) * width * (TENTH_MINUTE_MS / 1000)}`;
}

const binMs = (bin: string) => Number(bin.slice(1)) * 1000;

/** Adds `from`'s counts into `into` (bins of one or many days). */
export function addHistogram(into: DurationHistogram, from: DurationHistogram | undefined): void {
  for (const [bin, count] of Object.entries(from ?? {})) into[bin] = (into[bin] ?? 0) + count;
}

/**
 * The durations' count and their percentiles in ms, each the value at rank ⌈p·n⌉ of the n
 * sorted durations (nearest rank, as MongoDB's `$percentile`), read from the bins.
 */
export function histogramPercentiles(
  histogram: DurationHistogram,
  ps: readonly number[],
): { count: number; ms: number[] } {
  const bins = Object.entries(histogram)
    .filter(([, count]) => count > 0)
    .map(([bin, count]) => [binMs(bin), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const count = bins.reduce((sum, [, n]) => sum + n, 0);
  const ms = ps.map((p) => {
    const rank = Math.max(1, Math.ceil(p * count));
    let seen = 0;
    for (const [value, n] of bins) {
      seen += n;
      if (seen >= rank) return value;
    }
    return 0;
  });
  return { count, ms };
}

/** A name's durations: how many, and their percentiles in ms. */
export interface NamedPercentiles {
  name: string | null;
  count: number;
  ms: number[];
}

/**
 * Per name (a brand, stored by `fieldKey`), the count and percentiles in ms of its durations,
 * ordered by name.
 */
export function percentilesByName(
  byName: Record<string, DurationHistogram>,
  ps: readonly number[],
): NamedPercentiles[] {
  return Object.entries(byName)
    .map(([key, histogram]) => ({
      name: fromFieldKey(key),
      ...histogramPercentiles(histogram, ps),
    }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

/**
 * A name (a brand) as one field of a stored path: `.`, `$`, `%` and `~` are escaped, so no name
 * can split a path or start an operator; `~` alone stands for "none".
 */
export function fieldKey(name: string | null): string {
  if (name === null) return '~';
  const escaped = name.replace(/[%.$~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return escaped === '' ? '%' : escaped;
}

/** The name `fieldKey` stored. */
export function fromFieldKey(key: string): string | null {
  if (key === '~') return null;
  if (key === '%') return '';
  return decodeURIComponent(key);
}
