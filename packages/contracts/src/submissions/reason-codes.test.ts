import { describe, expect, it } from 'vitest';
import { reasonCodeInfo, reasonCodes, resubmittableReasonCodes } from './reason-codes';
import { statusChangeSchema } from './admin-submission';

describe('reason codes (docs/product.md#reason-codes)', () => {
  it('explains every code to the seller with a next step', () => {
    for (const code of reasonCodes) {
      expect(reasonCodeInfo[code].explanation).toMatch(/\.$/);
      expect(reasonCodeInfo[code].nextStep).toMatch(/\.$/);
    }
  });

  it('lets only an unreadable photo and wrong details be resubmitted', () => {
    expect(resubmittableReasonCodes).toEqual(['wrong_details', 'photo_unreadable']);
  });

  it('needs a text for "other" only', () => {
    expect(statusChangeSchema.safeParse({ status: 'rejected', reasonCode: 'other' }).success).toBe(
      false,
    );
    expect(
      statusChangeSchema.safeParse({ status: 'rejected', reasonCode: 'other', reason: ' ' })
        .success,
    ).toBe(false);
    expect(
      statusChangeSchema.safeParse({ status: 'rejected', reasonCode: 'card_used' }).data,
    ).toEqual({ status: 'rejected', reasonCode: 'card_used' });
    expect(statusChangeSchema.safeParse({ status: 'failed', reasonCode: 'nonsense' }).success).toBe(
      false,
    );
  });
});
