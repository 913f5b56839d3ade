import { useQuery } from '@tanstack/react-query';
import { publicBrandListSchema, type PublicBrand } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const brandRatesQueryKey = ['brands'] as const;

/** GET /api/brands: the live rates (docs/product.md#rates-as-data), revalidated by ETag. */
export function getBrandRates(): Promise<PublicBrand[]> {
  return getJson('/api/brands', publicBrandListSchema);
}

export function useBrandRates() {
  return useQuery({
    queryKey: brandRatesQueryKey,
    queryFn: getBrandRates,
    refetchOnMount: 'always',
  });
}
