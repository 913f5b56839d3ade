import { brands as catalogue, findBrand, findBrandBySlug } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';
import type { BrandModel } from './brand.model';

/** How long a review of a brand's card should take when nobody has set it (docs/product.md#rates-as-data). */
export const DEFAULT_TARGET_REVIEW_MINUTES = 60;

/**
 * A brand as the service quotes and schedules it: the catalogue's fixed facts (name, limits)
 * with the live data (rate, review target). `ratePercent` is the live rate.
 */
export interface BrandSettings extends Brand {
  targetReviewMinutes: number;
}

export interface BrandDeps {
  brands: BrandModel;
}

type BrandData = { _id: string; rate: number; targetReviewMinutes: number };

/**
 * The catalogue brand with its stored data; a brand not seeded yet (the first seconds of the
 * first start) answers the values the seed will write.
 */
function withData(brand: Brand, data: BrandData | null | undefined): BrandSettings {
  return {
    ...brand,
    ratePercent: data?.rate ?? brand.ratePercent,
    targetReviewMinutes: data?.targetReviewMinutes ?? DEFAULT_TARGET_REVIEW_MINUTES,
  };
}

const projection = { rate: 1, targetReviewMinutes: 1 } as const;

/** One brand by name or slug with its live rate and review target; undefined if we do not buy it. */
export async function brandSettings(
  nameOrSlug: string,
  { brands }: BrandDeps,
): Promise<BrandSettings | undefined> {
  const brand = findBrand(nameOrSlug) ?? findBrandBySlug(nameOrSlug);
  if (!brand) return undefined;
  const data = await brands.findById(brand.slug, projection).lean<BrandData>();
  return withData(brand, data);
}

/** Every brand, in catalogue order, with its live rate and review target (one read). */
export async function listBrandSettings({ brands }: BrandDeps): Promise<BrandSettings[]> {
  const docs = await brands.find({}, projection).lean<BrandData[]>();
  const bySlug = new Map(docs.map((doc) => [doc._id, doc]));
  return catalogue.map((brand) => withData(brand, bySlug.get(brand.slug)));
}
