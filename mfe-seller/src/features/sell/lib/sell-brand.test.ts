import { describe, expect, it } from 'vitest';
import { toLiveBrand } from '../../../lib/api/get-brands';
import { brandsAnswer } from '../../../lib/testing/brands-answer';
import { sellBrand } from './sell-brand';

const live = brandsAnswer({ Amazon: { rate: '88.5', targetReviewMinutes: 30 } }).map(toLiveBrand);

describe('sellBrand', () => {
  it('finds a brand whatever the case of the name in the URL, with its live rate', () => {
    for (const name of ['amazon', 'AMAZON', ' Amazon ']) {
      const brand = sellBrand(name, live);
      expect(brand.name).toBe('Amazon');
      expect(brand.ratePercent).toBe(88.5);
      expect(brand.targetReviewMinutes).toBe(30);
    }
  });

  it('gives a name we do not buy the documented defaults, keeping the name as typed', () => {
    const brand = sellBrand('Acme Bucks', live);
    expect(brand.name).toBe('Acme Bucks');
    expect(brand.ratePercent).toBe(90);
    expect(brand.minCents).toBe(2500);
    expect(brand.maxCents).toBe(200000);
  });
});
