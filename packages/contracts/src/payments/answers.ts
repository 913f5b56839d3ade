import { z } from 'zod';
import { pageAnswerSchema } from '../paging/page-answer';
import { paymentMethodAnswerSchema } from '../internal/answers';
import { payoutStatuses } from './payout-status';
import type { AdminPayout, AdminPayoutsPage, Payout } from './payout';

/* Schemas of what payments answers the browser; the web kit parses every answer with one. */

/** GET /api/transactions: one payout of the seller's own. */
export const payoutSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  giftCardId: z.string(),
  type: z.literal('payout'),
  amount: z.string(),
  amountCents: z.number(),
  status: z.enum(payoutStatuses),
  failureReason: z.string().nullable(),
  paymentMethod: z.object({ id: z.string(), type: z.string(), account: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Payout>;

const payoutAdminSchema = z.object({ id: z.string(), username: z.string() });

const adminPayoutSchema = payoutSchema.extend({
  username: z.string(),
  completedBy: payoutAdminSchema.nullable(),
  approval: z
    .object({
      decision: z.enum(['approved', 'declined']),
      by: payoutAdminSchema,
      reason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
}) satisfies z.ZodType<AdminPayout>;

/** GET /api/admin/transactions */
export const adminPayoutsPageSchema = pageAnswerSchema(
  adminPayoutSchema,
) satisfies z.ZodType<AdminPayoutsPage>;

/** POST /api/admin/transactions/{id}/approve and .../decline: the payout after the decision. */
export const adminPayoutAnswerSchema = adminPayoutSchema;

/** GET /api/transactions */
export const payoutListSchema = z.array(payoutSchema);

/** GET /api/payment-methods: the seller's payout methods, each as POST and PATCH answer it. */
export const paymentMethodListSchema = z.array(paymentMethodAnswerSchema);
