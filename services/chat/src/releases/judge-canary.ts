import type { VersionCounts } from '@cardbridge/contracts';

export interface CanaryRules {
  /** Views the canary needs before it is judged at all. */
  minViews: number;
  /** How far (percentage points) the canary's error rate may exceed live's. */
  marginPoints: number;
}

const errorsOf = (c: VersionCounts | undefined) => (c ? c.loadErrors + c.renderErrors : 0);
const rate = (errors: number, views: number) => (views === 0 ? 0 : (100 * errors) / views);
const pct = (n: number) => `${n.toFixed(1)} %`;

/**
 * Whether a canary must be aborted (docs/product.md#releasing-a-remote): its error rate (load
 * failures plus render errors per page view) beats live's by more than the margin, once it has
 * the minimum number of views. Answers the reason to record, or undefined to let it run.
 */
export function canaryAbortReason(
  live: VersionCounts | undefined,
  canary: VersionCounts | undefined,
  rules: CanaryRules,
): string | undefined {
  const views = canary?.views ?? 0;
  if (views < rules.minViews) return undefined;
  const canaryRate = rate(errorsOf(canary), views);
  const liveRate = rate(errorsOf(live), live?.views ?? 0);
  if (canaryRate - liveRate <= rules.marginPoints) return undefined;
  return (
    `error rate ${pct(canaryRate)} (${errorsOf(canary)} errors in ${views} views) exceeds ` +
    `live's ${pct(liveRate)} (${errorsOf(live)} in ${live?.views ?? 0}) by more than ` +
    `${rules.marginPoints} points`
  );
}
