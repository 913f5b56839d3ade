export { categories } from './categories';
export type { Category } from './categories';
export type { Brand } from './brand';
export { UNKNOWN_BRAND_DEFAULTS } from './brand';
export { brands, brandSlug, findBrand, findBrandBySlug } from './brands';
export { quoteCents, rateHundredths } from './quote';
// Money in integer cents, read and shown one way everywhere (docs/product.md#business-constants).
export * from './money';
