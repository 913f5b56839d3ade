import { useQuery } from '@tanstack/react-query';
import { brandsQueryKey, getBrands } from '@cardbridge/web-kit';

/** Every brand with its live rate (the same list visitors read). */
export function useBrandRates() {
  return useQuery({ queryKey: brandsQueryKey, queryFn: getBrands });
}
