import { describe, expect, it } from 'vitest';
import { UNKNOWN_BRAND_DEFAULTS, brands, findBrand, quoteCents } from './index';

const rate = (ratePercent: number) => ({ ratePercent });

describe('quoteCents', () => {
  it('pays face value times the brand rate', () => {
    const amazon = findBrand('Amazon');
    if (!amazon) throw new Error('Amazon missing from catalogue');
    expect(quoteCents(10_000, amazon)).toBe(9_300);
    expect(quoteCents(200_000, amazon)).toBe(186_000);
  });

  it('rounds exactly half a cent up', () => {
    // $0.50 x 91 % = 45.5 cents -> 46; $10.50 x 89 % = 934.5 cents -> 935
    expect(quoteCents(50, rate(91))).toBe(46);
    expect(quoteCents(1_050, rate(89))).toBe(935);
  });

  it('rounds below half a cent down and above half up', () => {
    // $0.33 x 88 % = 29.04 cents -> 29; $0.37 x 93 % = 34.41 -> 34; $0.59 x 91 % = 53.69 -> 54
    expect(quoteCents(33, rate(88))).toBe(29);
    expect(quoteCents(37, rate(93))).toBe(34);
    expect(quoteCents(59, rate(91))).toBe(54);
  });

  it('has none of the drift binary floating point would add', () => {
    // 1.15 * 0.9 * 100 is 103.49999999999999 in floats and would round to 103; the exact quote is 103.5 -> 104.
    expect(Math.round(1.15 * 0.9 * 100)).toBe(103);
    expect(quoteCents(115, rate(90))).toBe(104);
    // $20.05 x 90 % = 1804.5 cents; floats give 1804.4999999999998.
    expect(quoteCents(2_005, rate(90))).toBe(1_805);
  });

  it('returns whole cents for every catalogue brand over its whole range', () => {
    for (const brand of brands) {
      for (const cents of [
        brand.minCents,
        brand.minCents + 1,
        brand.maxCents - 1,
        brand.maxCents,
      ]) {
        const quote = quoteCents(cents, brand);
        expect(Number.isInteger(quote)).toBe(true);
        expect(quote).toBeLessThanOrEqual(cents);
      }
    }
  });

  it('uses the 90 % unknown-brand default the UI shows', () => {
    expect(UNKNOWN_BRAND_DEFAULTS).toEqual({ ratePercent: 90, minCents: 2_500, maxCents: 200_000 });
    expect(quoteCents(2_500, UNKNOWN_BRAND_DEFAULTS)).toBe(2_250);
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => quoteCents(10.5, rate(90))).toThrow(RangeError);
    expect(() => quoteCents(-100, rate(90))).toThrow(RangeError);
    expect(() => quoteCents(Number.NaN, rate(90))).toThrow(RangeError);
    expect(() => quoteCents(100, rate(90.555))).toThrow(RangeError);
    expect(() => quoteCents(100, rate(-1))).toThrow(RangeError);
  });

  it('takes a rate with up to two decimals, still exact', () => {
    // $100 x 92.5 % = $92.50; $0.33 x 88.25 % = 29.1225 cents -> 29; $10.02 x 92.75 % = 929.355 -> 929.
    expect(quoteCents(10_000, rate(92.5))).toBe(9_250);
    expect(quoteCents(33, rate(88.25))).toBe(29);
    expect(quoteCents(1_002, rate(92.75))).toBe(929);
    // $0.02 x 75.25 % = 1.505 cents -> 2 (half-up).
    expect(quoteCents(2, rate(75.25))).toBe(2);
  });
});
