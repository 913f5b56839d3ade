import type { Category } from './categories';

/**
 * One gift card brand we buy. Money is exact: amounts are integer cents and the rate is an
 * integer percent of face value, so quotes never go through binary floating point.
 */
export interface Brand {
  name: string;
  /** The name in URLs and admin routes: lower case, words joined by '-' (`barnes-noble`). */
  slug: string;
  emoji: string;
  category: Category;
  /**
   * Percent of the card's face value we pay, e.g. 93 for 93 %. In the catalogue this is only the
   * rate the submissions service seeds its brand data with; the live rate is data
   * (docs/product.md#rates-as-data), read from `GET /api/brands`.
   */
  ratePercent: number;
  /** Smallest accepted face value, in cents. */
  minCents: number;
  /** Largest accepted face value, in cents. */
  maxCents: number;
  popular: boolean;
}

/** The rate and range the UI shows for a brand name that is not in the catalogue (the server refuses it). */
export const UNKNOWN_BRAND_DEFAULTS = {
  ratePercent: 90,
  minCents: 2_500,
  maxCents: 200_000,
} as const satisfies Pick<Brand, 'ratePercent' | 'minCents' | 'maxCents'>;
