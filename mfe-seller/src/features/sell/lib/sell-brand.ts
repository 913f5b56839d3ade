import { brandSlug, UNKNOWN_BRAND_DEFAULTS } from '@cardbridge/catalogue';
import type { LiveBrand } from '../../../lib/api/get-brands';

/**
 * The brand named in the URL among the live brands (GET /api/brands), matched case-insensitively
 * and given back with its own spelling (the server matches names exactly) and its live rate. A
 * name we do not buy still gets a page with the defaults of docs/product.md#business-constants
 * (rate 90 %, $25-$2000), only to say so; the server refuses it (docs/product.md#brand-catalogue).
 */
export function sellBrand(name: string, brands: readonly LiveBrand[]): LiveBrand {
  const wanted = name.trim().toLowerCase();
  return (
    brands.find((brand) => brand.name === name) ??
    brands.find((brand) => brand.name.toLowerCase() === wanted) ?? {
      name,
      slug: brandSlug(name),
      emoji: '🎁',
      category: 'Retail & Shopping',
      popular: false,
      targetReviewMinutes: 60,
      ...UNKNOWN_BRAND_DEFAULTS,
    }
  );
}
