import { describe, expect, it } from 'vitest';
import { brands, categories, findBrand, findBrandBySlug } from './index';

const POPULAR_RATES: Record<string, number> = {
  Amazon: 93,
  Walmart: 91,
  Target: 91,
  Starbucks: 89,
  Steam: 88,
  PlayStation: 88,
  Xbox: 89,
  'Apple iTunes': 91,
  'Apple Store': 92,
  'Google Play': 90,
  'Visa Gift Card': 89,
  'Mastercard Gift Card': 89,
  PayPal: 90,
};

describe('brand catalogue', () => {
  it('holds 64 brands with unique names', () => {
    expect(brands).toHaveLength(64);
    expect(new Set(brands.map((b) => b.name)).size).toBe(64);
  });

  it('gives every brand a unique URL-safe slug it can be found by', () => {
    expect(new Set(brands.map((b) => b.slug)).size).toBe(64);
    for (const brand of brands) {
      expect(brand.slug, brand.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findBrandBySlug(brand.slug)).toBe(brand);
    }
    expect(findBrand('Barnes & Noble')?.slug).toBe('barnes-noble');
    expect(findBrand("Dunkin'")?.slug).toBe('dunkin');
  });

  it('uses exactly the 12 documented categories, each at least once', () => {
    // docs/product.md#brand-catalogue's list, in its order, written out as it is there.
    expect(categories.join(' · ')).toBe(
      'Retail & Shopping · Food & Dining · Gaming · Technology & Apps · Prepaid Cards · ' +
        'Payment & Financial · Electronics · Entertainment · Fashion & Beauty · Home & Garden · ' +
        'Transportation · Department Stores',
    );
    expect(new Set(brands.map((b) => b.category))).toEqual(new Set(categories));
  });

  it('flags exactly the 13 popular brands, with the documented rates', () => {
    const popular = brands.filter((b) => b.popular);
    expect(Object.fromEntries(popular.map((b) => [b.name, b.ratePercent]))).toEqual(POPULAR_RATES);
  });

  it('rates every other brand between 86 and 91 percent, as whole percents', () => {
    const others = brands.filter((b) => !b.popular);
    expect(others).toHaveLength(51);
    for (const brand of others) {
      expect(Number.isInteger(brand.ratePercent), brand.name).toBe(true);
      expect(brand.ratePercent, brand.name).toBeGreaterThanOrEqual(86);
      expect(brand.ratePercent, brand.name).toBeLessThanOrEqual(91);
    }
  });

  it('only uses minimums of $25, $50, $100 or $200', () => {
    for (const brand of brands) {
      expect([2_500, 5_000, 10_000, 20_000], brand.name).toContain(brand.minCents);
    }
  });

  it('caps every brand at $2,000 except Delta Airlines and American Express Gift Card at $5,000', () => {
    const highValue = brands.filter((b) => b.maxCents === 500_000).map((b) => b.name);
    expect(highValue.sort()).toEqual(['American Express Gift Card', 'Delta Airlines']);
    expect(findBrand('Delta Airlines')?.category).toBe('Transportation');
    expect(findBrand('American Express Gift Card')?.category).toBe('Payment & Financial');
    for (const brand of brands.filter((b) => !highValue.includes(b.name))) {
      expect(brand.maxCents, brand.name).toBe(200_000);
    }
  });

  it('gives every brand a name and an emoji', () => {
    for (const brand of brands) {
      expect(brand.name.trim()).not.toBe('');
      expect(brand.emoji.trim()).not.toBe('');
    }
  });

  it('finds a brand by its exact name only', () => {
    expect(findBrand('Amazon')).toMatchObject({ name: 'Amazon', ratePercent: 93, popular: true });
    expect(findBrand('Barnes & Noble')?.category).toBe('Retail & Shopping');
    expect(findBrand('amazon')).toBeUndefined();
    expect(findBrand(' Amazon')).toBeUndefined();
    expect(findBrand('Unknown Brand')).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    const amazon = findBrand('Amazon');
    expect(Object.isFrozen(brands)).toBe(true);
    expect(amazon && Object.isFrozen(amazon)).toBe(true);
  });
});
