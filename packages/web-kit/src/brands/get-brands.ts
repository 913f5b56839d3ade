import { publicBrandListSchema, type PublicBrand } from '@cardbridge/contracts';
import { getJson } from '../api/api-request';

/** One cache entry for the brand list, shared by the shell and every remote (one QueryClient). */
export const brandsQueryKey = ['brands'] as const;

/**
 * GET /api/brands: every brand with its live rate (docs/product.md#rates-as-data), revalidated by
 * ETag. Here rather than in each app: a remote reads it through the shell's shared web kit, so a
 * page whose only contract is this list (the quote screen) downloads no schema library of its own.
 */
export function getBrands(): Promise<PublicBrand[]> {
  return getJson('/api/brands', publicBrandListSchema);
}
