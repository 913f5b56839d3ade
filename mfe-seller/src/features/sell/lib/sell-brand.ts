import { findBrand, UNKNOWN_BRAND_DEFAULTS } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';

/**
 * The brand named in the URL. A name not in the catalogue still gets a page with the spec's
 * defaults (rate 90 %, $25-$2000); the server refuses it when submitted (docs/product.md#brand-catalogue).
 */
export function sellBrand(name: string): Brand {
  return (
    findBrand(name) ?? {
      name,
      emoji: '🎁',
      category: 'Retail & Shopping',
      popular: false,
      ...UNKNOWN_BRAND_DEFAULTS,
    }
  );
}
