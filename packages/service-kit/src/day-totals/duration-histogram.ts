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

/** A histogram's non-empty bins in duration order: sorted once, then walked by every request. */
export interface SortedBins {
  ms: number[];
  counts: number[];
  total: number;
}

export function sortedBins(histogram: DurationHistogram | undefined): SortedBins {
  const bins = Object.entries(histogram ?? {})
    .filter(([, count]) => count > 0)
    .map(([bin, count]) => [binMs(bin), count] as const)
    .sort((a, b) => a[0] - b[0]);
  return {
    ms: bins.map(([ms]) => ms),
    counts: bins.map(([, count]) => count),
    total: bins.reduce((sum, [, count]) => sum + count, 0),
  };
}

/**
 * The durations' count and their percentiles in ms over several histograms together, each the
 * value at rank ⌈p·n⌉ of the n sorted durations (nearest rank, as MongoDB's `$percentile`). The
 * histograms are walked side by side in duration order, never summed into a new one: a period's
 * earlier days are sorted once and today's few bins added at each request.
 */
export function percentilesOf(
  parts: readonly SortedBins[],
  ps: readonly number[],
): { count: number; ms: number[] } {
  const count = parts.reduce((sum, part) => sum + part.total, 0);
  const ranks = ps.map((p) => Math.max(1, Math.ceil(p * count)));
  const order = ranks.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!);
  const ms = ps.map(() => 0);
  const at = parts.map(() => 0);
  let seen = 0;
  let next = 0;
  while (next < order.length) {
    // The smallest duration not walked yet, among all parts.
    let from = -1;
    for (let i = 0; i < parts.length; i += 1) {
      const value = parts[i]!.ms[at[i]!];
      if (value !== undefined && (from < 0 || value < parts[from]!.ms[at[from]!]!)) from = i;
    }
    if (from < 0) break;
    const value = parts[from]!.ms[at[from]!]!;
    seen += parts[from]!.counts[at[from]!]!;
    at[from]! += 1;
    while (next < order.length && seen >= ranks[order[next]!]!) {
      ms[order[next]!] = value;
      next += 1;
    }
  }
  return { count, ms };
}

/** One histogram's count and percentiles in ms (see `percentilesOf`). */
export function histogramPercentiles(
  histogram: DurationHistogram,
  ps: readonly number[],
): { count: number; ms: number[] } {
  return percentilesOf([sortedBins(histogram)], ps);
}

/** A name's durations: how many, and their percentiles in ms. */
export interface NamedPercentiles {
  name: string | null;
  count: number;
  ms: number[];
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
