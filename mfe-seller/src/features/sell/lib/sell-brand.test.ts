import { describe, expect, it } from 'vitest';
import { sellBrand } from './sell-brand';

describe('sellBrand', () => {
  it('finds a catalogue brand whatever the case of the name in the URL', () => {
    for (const name of ['amazon', 'AMAZON', ' Amazon ']) {
      const brand = sellBrand(name);
      expect(brand.name).toBe('Amazon');
      expect(brand.ratePercent).toBe(93);
    }
  });

  it('gives a name not in the catalogue the documented defaults, keeping the name as typed', () => {
    const brand = sellBrand('Acme Bucks');
    expect(brand.name).toBe('Acme Bucks');
    expect(brand.ratePercent).toBe(90);
    expect(brand.minCents).toBe(2500);
    expect(brand.maxCents).toBe(200000);
  });
});
