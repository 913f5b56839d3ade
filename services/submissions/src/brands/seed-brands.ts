import { brands as catalogue } from '@cardbridge/catalogue';
import type { Logger, Worker } from '@cardbridge/service-kit';
import { isDuplicateKeyError } from '@cardbridge/service-kit';
import { DEFAULT_TARGET_REVIEW_MINUTES } from './brand-settings';
import type { BrandModel } from './brand.model';

/**
 * Writes every catalogue brand's starting data once: an upsert per brand whose fields are only
 * set on insert, so a restart (or a brand added to the catalogue later) never overwrites a rate
 * finance has changed. Replicas starting together may race on the same insert: the loser's
 * duplicate-key error means the brand is there, which is all it wanted.
 */
export async function seedBrands({ brands }: { brands: BrandModel }): Promise<number> {
  const result = await brands
    .bulkWrite(
      catalogue.map((brand) => ({
        updateOne: {
          filter: { _id: brand.slug },
          update: {
            $setOnInsert: {
              name: brand.name,
              rate: brand.ratePercent,
              targetReviewMinutes: DEFAULT_TARGET_REVIEW_MINUTES,
              version: 0,
              rateHistory: [],
              updatedAt: null,
            },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    )
    .catch((error: unknown) => {
      if (isDuplicateKeyError(error)) return undefined;
      throw error;
    });
  return result?.upsertedCount ?? 0;
}

/** Seeds the brands once the service is connected; until then lookups answer the seed values. */
export function brandSeeder(deps: { brands: BrandModel; logger: Logger }): Worker {
  let running: Promise<void> = Promise.resolve();
  return {
    name: 'brand-seeder',
    start: () => {
      running = seedBrands(deps).then(
        (inserted) => {
          if (inserted > 0) deps.logger.info({ inserted }, 'brands seeded from the catalogue');
        },
        (error: unknown) => deps.logger.error({ err: error }, 'seeding brands failed'),
      );
    },
    stop: () => running,
  };
}
