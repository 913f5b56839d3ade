import { wholeDollars } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';

/** A catalogue brand as clients read it: rate and amounts as strings. */
export function toBrand(brand: Brand) {
  return {
    name: brand.name,
    emoji: brand.emoji,
    category: brand.category,
    rate: String(brand.ratePercent),
    minAmount: String(wholeDollars(brand.minCents)),
    maxAmount: String(wholeDollars(brand.maxCents)),
    popular: brand.popular,
  };
}
