export { categories } from './categories';
export type { Category } from './categories';
export type { Brand } from './brand';
export { UNKNOWN_BRAND_DEFAULTS } from './brand';
export { brands, findBrand } from './brands';
export { quoteCents } from './quote';
export {
  formatDecimal,
  formatDollars,
  formatMoney,
  formatRange,
  formatRate,
  parseDollars,
  splitHundredths,
  wholeDollars,
} from './money';
