import { describe, expect, it } from 'vitest';
import { formatPayoutTarget } from './payout-target';

// The payout methods' usual times (contracts): PayPal 30 minutes, Green Dot a day, the slowest
// a week (docs/product.md#timeline).
describe('formatPayoutTarget', () => {
  it("adds the chosen method's usual time to the brand's review target", () => {
    expect(formatPayoutTarget(60, 'paypal')).toBe('within 1 hour 30 minutes');
    expect(formatPayoutTarget(60, 'greendot')).toBe('within 1 day 1 hour');
  });

  it('gives the range over every method before one is chosen', () => {
    expect(formatPayoutTarget(60)).toBe('within 1 hour 30 minutes to 7 days 1 hour');
  });
});
