import type { Brand } from '@cardbridge/catalogue';

/** Brands whose name contains the search text, ignoring case (docs/product.md#validation). */
export function filterBrands<B extends Brand>(brands: readonly B[], search: string): readonly B[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return brands;
  return brands.filter((brand) => brand.name.toLowerCase().includes(needle));
}
