import { useQuery } from '@tanstack/react-query';
import { brandsQueryKey, getBrands } from '@cardbridge/web-kit';

/** The live rates (docs/product.md#rates-as-data), revalidated by ETag. */
export function useBrandRates() {
  return useQuery({
    queryKey: brandsQueryKey,
    queryFn: getBrands,
    refetchOnMount: 'always',
  });
}
