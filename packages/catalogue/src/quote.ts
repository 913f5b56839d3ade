import type { Brand } from './brand';
import { splitHundredths } from './money';

/**
 * What we pay for a card: face value x rate, rounded half-up to the cent.
 * Both inputs are integers, so the product is exact and the rounding is integer arithmetic.
 */
export function quoteCents(denominationCents: number, brand: Pick<Brand, 'ratePercent'>): number {
  if (!Number.isSafeInteger(denominationCents) || denominationCents < 0) {
    throw new RangeError('denominationCents must be a non-negative integer number of cents');
  }
  if (!Number.isInteger(brand.ratePercent) || brand.ratePercent < 0) {
    throw new RangeError('ratePercent must be a non-negative integer percent');
  }
  // The product is in hundredths of a cent; adding half a cent before truncating rounds half-up.
  return splitHundredths(denominationCents * brand.ratePercent + 50)[0];
}
