import type { MySubmission } from '@cardbridge/contracts';

/**
 * The sell flow filled in for a resubmission (docs/product.md#resubmission): brand, value,
 * format, condition and the same payout method; the card number, PIN and photos are entered anew.
 */
export function resubmitPath(s: MySubmission): string {
  const params = new URLSearchParams({
    brand: s.brand,
    amount: s.amount,
    resubmitOf: s.id,
    format: s.cardFormat,
    condition: s.cardCondition,
    method: s.paymentMethodId,
  });
  return `/sell-card?${params.toString()}`;
}
