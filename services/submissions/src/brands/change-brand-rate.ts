import { findBrandBySlug } from '@cardbridge/catalogue';
import { adminAuditMessage, createError, detailedError } from '@cardbridge/service-kit';
import type { Outbox, SessionPrincipal } from '@cardbridge/service-kit';
import type { BrandSettings } from './brand-settings';
import { DEFAULT_TARGET_REVIEW_MINUTES } from './brand-settings';
import type { BrandModel } from './brand.model';
import { seedBrands } from './seed-brands';

export interface ChangeBrandRateInput {
  slug: string;
  /** Validated: above 0, at most 100, at most two decimals. */
  rate: number;
  /** The admin confirmed a change larger than the limit. */
  confirm: boolean;
  admin: Pick<SessionPrincipal, 'id' | 'username' | 'role'>;
  /** The admin's address, for the audit trail. */
  address: string;
}

export interface ChangeBrandRateDeps {
  brands: BrandModel;
  /** Points a rate may move without `confirm` (RATE_CHANGE_CONFIRM_POINTS). */
  confirmPoints: number;
  /** The brands' outbox: each change's `rate.change` audit entry is stored with it. */
  outbox: Outbox;
}

/** Writes that lose a race with another admin's change are retried this often, then refused. */
const ATTEMPTS = 3;

const points = (from: number, to: number) => Math.round(Math.abs(to - from) * 100) / 100;

/**
 * Finance sets a brand's rate (docs/product.md#rates-as-data). A move of more than the limit
 * needs the admin's confirmation (409 with the words the confirm dialog shows). The new rate, its
 * history entry and its audit message are one single-document write, applied only to the version
 * that was read, so two admins changing one rate at once each record the `from` they replaced.
 */
export async function changeBrandRate(
  { slug, rate, confirm, admin, address }: ChangeBrandRateInput,
  deps: ChangeBrandRateDeps,
): Promise<BrandSettings> {
  const { brands, confirmPoints, outbox } = deps;
  const brand = findBrandBySlug(slug);
  if (!brand) throw createError(404, 'Brand not found');

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await brands.findById(slug, { rate: 1, version: 1, targetReviewMinutes: 1 });
    if (!current) {
      // Asked before the first start's seed finished: write the starting data, then read again.
      await seedBrands({ brands });
      continue;
    }
    const from = current.rate;
    const settings = {
      ...brand,
      ratePercent: rate,
      targetReviewMinutes: current.targetReviewMinutes ?? DEFAULT_TARGET_REVIEW_MINUTES,
    };
    if (from === rate) return settings;
    if (points(from, rate) > confirmPoints && !confirm) {
      throw detailedError(
        409,
        `Changing the ${brand.name} rate from ${from}% to ${rate}% moves it by ${points(from, rate)} points. Confirm to apply it.`,
        { confirmationRequired: true, from, to: rate },
      );
    }
    const at = new Date();
    const message = adminAuditMessage(outbox, {
      admin,
      action: 'rate.change',
      target: `brand:${slug}`,
      address,
      at,
      // One id per version: a retried write cannot record the change twice.
      id: `rate.${slug}.${current.version + 1}`,
    });
    const written = await brands.updateOne(
      { _id: slug, version: current.version },
      {
        $set: { rate, updatedAt: at },
        $inc: { version: 1 },
        $push: {
          rateHistory: { at, adminId: admin.id, admin: admin.username, from, to: rate },
          ...outbox.push(message).$push,
        },
      },
    );
    if (written.modifiedCount === 1) {
      outbox.notify();
      return settings;
    }
  }
  throw createError(409, 'The rate was changed by someone else meanwhile; reload and try again.');
}
