export interface BackoffOptions {
  /** Wait after the first failure. */
  baseMs: number;
  /** Longest wait, however many failures. */
  maxMs: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 1_000, maxMs: 5 * 60_000 };

/**
 * Exponential backoff: base, 2×base, 4×base... capped at max, plus up to 10% jitter so
 * messages that failed together do not all come back at the same instant.
 */
export function backoffDelay(failures: number, { baseMs, maxMs }: BackoffOptions): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (1 + Math.random() * 0.1));
}
