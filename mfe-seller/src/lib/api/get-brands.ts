import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseDollars } from '@cardbridge/catalogue';
import type { Brand, Category } from '@cardbridge/catalogue';
import type { PublicBrand } from '@cardbridge/contracts';
import { brandsQueryKey, getBrands } from '@cardbridge/web-kit';

/** A brand as the server answers it now: its live rate (finance sets it) and review target. */
export interface LiveBrand extends Brand {
  targetReviewMinutes: number;
}

/** The answer in the catalogue's shape, so components read one brand type; the rate is the live one. */
export function toLiveBrand(brand: PublicBrand): LiveBrand {
  return {
    name: brand.name,
    slug: brand.slug,
    emoji: brand.emoji,
    category: brand.category as Category,
    ratePercent: Number(brand.rate),
    minCents: parseDollars(brand.minAmount) ?? 0,
    maxCents: parseDollars(brand.maxAmount) ?? 0,
    popular: brand.popular,
    targetReviewMinutes: brand.targetReviewMinutes,
  };
}

const toLiveBrands = (list: PublicBrand[]) => list.map(toLiveBrand);

/**
 * Rates are data (docs/product.md#rates-as-data): read on every visit, never from the bundle. The
 * server answers an unchanged list 304, so a re-read costs no body. The cache holds the answer as
 * sent, as the shell's landing page and the admin app hold it under the same key (one shared
 * QueryClient); this app reads it through `select`.
 */
export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: brandsQueryKey,
    queryFn: getBrands,
    select: toLiveBrands,
    refetchOnMount: 'always',
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
