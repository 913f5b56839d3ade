import { describe, expect, it } from 'vitest';
import { payoutStatuses, payoutStatusInfo } from './payout-status';

describe('the payout status table (docs/product.md#statuses)', () => {
  it.each(payoutStatuses)('gives %s a label and a tone', (status) => {
    const { label, tone } = payoutStatusInfo[status];
    expect(label).toMatch(/^[A-Z][a-z]+$/);
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
});
