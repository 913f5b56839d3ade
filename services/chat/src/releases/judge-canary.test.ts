import { describe, expect, it } from 'vitest';
import { canaryAbortReason } from './judge-canary';

const counts = (views: number, loadErrors = 0, renderErrors = 0) => ({
  version: 'v',
  views,
  loadErrors,
  renderErrors,
});
const rules = { minViews: 20, marginPoints: 5 };

describe('canaryAbortReason', () => {
  it('lets a canary run until it has the minimum views, however bad it looks', () => {
    expect(canaryAbortReason(counts(100), counts(19, 19), rules)).toBeUndefined();
  });

  it('aborts when load plus render errors per view beat live by more than the margin', () => {
    expect(canaryAbortReason(counts(200, 2), counts(20, 1, 1), rules)).toBe(
      "error rate 10.0 % (2 errors in 20 views) exceeds live's 1.0 % (2 in 200) by more than 5 points",
    );
  });

  it('keeps a canary within the margin, and one as bad as live', () => {
    expect(canaryAbortReason(counts(200, 2), counts(20, 1), rules)).toBeUndefined();
    expect(canaryAbortReason(counts(100, 0, 20), counts(50, 0, 10), rules)).toBeUndefined();
  });

  it('judges against 0 % when live has no views', () => {
    expect(canaryAbortReason(undefined, counts(20, 0, 20), rules)).toMatch(/^error rate 100.0 %/);
  });
});
