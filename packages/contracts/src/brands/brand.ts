import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';

/* Brands as data (docs/product.md#rates-as-data): what GET /api/brands answers, and the rate edit. */

/** GET /api/brands: one brand with its live rate; amounts and rate as decimal strings. */
export const publicBrandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  emoji: z.string(),
  category: z.string(),
  /** Percent of face value, e.g. '93' or '92.5'. */
  rate: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  popular: z.boolean(),
  /** How long a review of this brand's cards should take, in minutes. */
  targetReviewMinutes: z.number(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

export const publicBrandListSchema = z.array(publicBrandSchema);

export const rateMessages = {
  number: 'Rate must be a number',
  range: 'Rate must be above 0 and at most 100',
  decimals: 'Rate may have at most two decimals',
} as const;

/** A rate as finance types it: above 0, at most 100, at most two decimals (92.5 is fine). */
export const rateSchema = z
  .number({ error: rateMessages.number })
  .refine((rate) => Number.isFinite(rate), rateMessages.number)
  .refine((rate) => rate > 0 && rate <= 100, rateMessages.range)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, rateMessages.decimals);

/**
 * PATCH /api/admin/brands/{slug}. A change of more than the confirmation limit (10 points by
 * default) is refused with 409 unless `confirm` is true.
 */
export const rateChangeSchema = z.object({
  rate: rateSchema,
  confirm: z.boolean({ error: 'confirm must be true or false' }).optional(),
});
export type RateChangeRequest = z.infer<typeof rateChangeSchema>;

/** The 409 of a large change made without `confirm`: the UI shows `message` in a confirm dialog. */
export const rateConfirmationSchema = z.object({
  message: z.string(),
  confirmationRequired: z.literal(true),
  from: z.number(),
  to: z.number(),
});
export type RateConfirmation = z.infer<typeof rateConfirmationSchema>;

/** GET /api/admin/brands/{slug}/history: one change, newest first. */
export const rateHistoryEntrySchema = z.object({
  at: z.string(),
  /** The admin's username. */
  admin: z.string(),
  from: z.number(),
  to: z.number(),
});
export type RateHistoryEntry = z.infer<typeof rateHistoryEntrySchema>;

export const rateHistoryPageSchema = z.object({
  items: z.array(rateHistoryEntrySchema),
  nextCursor: z.string().nullable(),
});
export type RateHistoryPage = z.infer<typeof rateHistoryPageSchema>;

/** GET /api/admin/brands/{slug}/history's query: `limit` and `cursor`. */
export const rateHistoryQuerySchema = z.object(pageQueryShape);
