import { findBrandBySlug } from '@cardbridge/catalogue';
import type { RateHistoryPage } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { BrandModel } from './brand.model';

export interface ListRateHistoryInput {
  slug: string;
  limit: number;
  /** The position of the last entry already shown (from `nextCursor`). */
  cursor?: string | undefined;
}

type StoredChange = { at: Date; admin: string; from: number; to: number };

/**
 * A brand's rate changes, newest first. The history only ever grows at its end, so an entry's
 * position never changes and serves as the cursor: a change made meanwhile never shifts a page.
 */
export async function listRateHistory(
  { slug, limit, cursor }: ListRateHistoryInput,
  { brands }: { brands: BrandModel },
): Promise<RateHistoryPage> {
  if (!findBrandBySlug(slug)) throw createError(404, 'Brand not found');
  if (cursor !== undefined && !/^\d{1,9}$/.test(cursor)) throw createError(400, 'Invalid cursor');
  const doc = await brands
    .findById(slug, { rateHistory: 1 })
    .lean<{ rateHistory?: StoredChange[] }>();
  const history = doc?.rateHistory ?? [];
  const end = cursor === undefined ? history.length : Math.min(Number(cursor), history.length);
  const start = Math.max(0, end - limit);
  const items = history
    .slice(start, end)
    .reverse()
    .map((change) => ({
      at: change.at.toISOString(),
      admin: change.admin,
      from: change.from,
      to: change.to,
    }));
  return { items, nextCursor: start > 0 ? String(start) : null };
}
