import { describe, expect, it } from 'vitest';
import { payoutStatuses, payoutStatusInfo } from './payout-status';

describe('the payout status table (docs/product.md#statuses)', () => {
  it.each(payoutStatuses)('gives %s a label and a tone', (status) => {
    const { label, tone } = payoutStatusInfo[status];
    expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
    expect(['positive', 'neutral', 'negative']).toContain(tone);
  });

  it('has an entry for exactly the stored statuses', () => {
    expect(Object.keys(payoutStatusInfo).sort()).toEqual([...payoutStatuses].sort());
  });

  it('calls a sent payout Paid everywhere, and announces it as Payment Sent', () => {
    expect(payoutStatusInfo.completed).toEqual({
      label: 'Paid',
      tone: 'positive',
      notice: 'Payment Sent',
    });
  });

  it('holds a large payout as Awaiting approval, and announces a declined one in the destructive tone', () => {
    expect(payoutStatusInfo.awaiting_approval).toEqual({
      label: 'Awaiting approval',
      tone: 'neutral',
      notice: null,
    });
    expect(payoutStatusInfo.declined).toEqual({
      label: 'Declined',
      tone: 'negative',
      notice: 'Payment Declined',
    });
  });
});
