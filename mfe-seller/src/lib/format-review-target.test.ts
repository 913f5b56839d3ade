import { describe, expect, it } from 'vitest';
import { formatReviewTarget } from './format-review-target';

describe('formatReviewTarget', () => {
  it('says minutes, hours, or both', () => {
    expect(formatReviewTarget(45)).toBe('45 minutes');
    expect(formatReviewTarget(60)).toBe('1 hour');
    expect(formatReviewTarget(90)).toBe('1 hour 30 minutes');
    expect(formatReviewTarget(1440)).toBe('24 hours');
    expect(formatReviewTarget(121)).toBe('2 hours 1 minute');
  });
});
