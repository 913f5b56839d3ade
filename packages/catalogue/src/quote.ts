import type { Brand } from './brand';

const TEN_THOUSANDTHS = 10_000;

/**
 * A rate in hundredths of a percent (92.5 -> 9250), or undefined when it has more than two
 * decimals or is negative: finance may set 92.5 %, and the quote stays integer arithmetic.
 */
export function rateHundredths(ratePercent: number): number | undefined {
  const hundredths = Math.round(ratePercent * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) return undefined;
  return Math.abs(ratePercent * 100 - hundredths) < 1e-6 ? hundredths : undefined;
}

/**
 * What we pay for a card: face value x rate, rounded half-up to the cent. The rate is read as
 * whole hundredths of a percent, so the product is an exact integer (ten-thousandths of a cent)
 * and the rounding is integer arithmetic.
 */
export function quoteCents(denominationCents: number, brand: Pick<Brand, 'ratePercent'>): number {
  if (!Number.isSafeInteger(denominationCents) || denominationCents < 0) {
    throw new RangeError('denominationCents must be a non-negative integer number of cents');
  }
  const rate = rateHundredths(brand.ratePercent);
  if (rate === undefined) {
    throw new RangeError('ratePercent must be a non-negative percent with at most two decimals');
  }
  // Adding half a cent before truncating rounds half-up.
  const product = denominationCents * rate + TEN_THOUSANDTHS / 2;
  if (!Number.isSafeInteger(product)) throw new RangeError('denominationCents is too large');
  return (product - (product % TEN_THOUSANDTHS)) / TEN_THOUSANDTHS;
}
