import { brands, wholeDollars } from '@cardbridge/catalogue';
import type { PublicBrand } from '@cardbridge/contracts';

/**
 * What GET /api/brands answers in a test: every catalogue brand at its seeded rate and a 60-minute
 * review target, with per-brand changes (`{ Amazon: { rate: '80' } }`) as finance would make them.
 */
export function brandsAnswer(changes: Record<string, Partial<PublicBrand>> = {}): PublicBrand[] {
  return brands.map((brand) => ({
    slug: brand.slug,
    name: brand.name,
    emoji: brand.emoji,
    category: brand.category,
    rate: String(brand.ratePercent),
    minAmount: String(wholeDollars(brand.minCents)),
    maxAmount: String(wholeDollars(brand.maxCents)),
    popular: brand.popular,
    targetReviewMinutes: 60,
    ...changes[brand.name],
  }));
}
