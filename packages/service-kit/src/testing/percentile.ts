/**
 * The `p`th percentile (0–100) of ascending `sorted` values by nearest rank: the value at rank
 * ⌈p·n/100⌉, as MongoDB's `$percentile` and the insights' histograms read it (0 when empty).
 * One rule for every benchmark's figures.
 */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
