import { wholeDollars } from '@cardbridge/catalogue';
import type { PublicBrand } from '@cardbridge/contracts';
import type { BrandSettings } from './brand-settings';

/** A brand as clients read it: rate and amounts as decimal strings, its review target in minutes. */
export function toPublicBrand(brand: BrandSettings): PublicBrand {
  return {
    slug: brand.slug,
    name: brand.name,
    emoji: brand.emoji,
    category: brand.category,
    rate: String(brand.ratePercent),
    minAmount: String(wholeDollars(brand.minCents)),
    maxAmount: String(wholeDollars(brand.maxCents)),
    popular: brand.popular,
    targetReviewMinutes: brand.targetReviewMinutes,
  };
}
