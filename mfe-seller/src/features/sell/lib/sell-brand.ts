import { brands, brandSlug, findBrand, UNKNOWN_BRAND_DEFAULTS } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';

/** Catalogue names by lower case, so a typed or shared link (`?brand=amazon`) finds its brand. */
const byLowerName = new Map(brands.map((brand) => [brand.name.toLowerCase(), brand]));

/**
 * The brand named in the URL, matched case-insensitively and given back with the catalogue's own
 * spelling (the server matches names exactly). A name not in the catalogue still gets a page with
 * the defaults of docs/product.md#business-constants (rate 90 %, $25-$2000); the server refuses it when submitted
 * (docs/product.md#brand-catalogue).
 */
export function sellBrand(name: string): Brand {
  return (
    findBrand(name) ??
    byLowerName.get(name.trim().toLowerCase()) ?? {
      name,
      slug: brandSlug(name),
      emoji: '🎁',
      category: 'Retail & Shopping',
      popular: false,
      ...UNKNOWN_BRAND_DEFAULTS,
    }
  );
}
