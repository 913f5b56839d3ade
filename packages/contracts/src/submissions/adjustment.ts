import { z } from 'zod';

/** Most the reason for an adjustment may say; the seller reads it on the dashboard and by email. */
const reasonMax = 1000;

/**
 * POST /api/admin/submissions/{id}/adjust (docs/product.md#balance-adjustments): the balance the
 * reviewer found, in dollars (a number or its text, '80' or '80.50'), and why. The server checks
 * it is above $0 and below the submitted value.
 */
export const adjustmentRequestSchema = z.object({
  amount: z.union([z.number(), z.string()], { error: 'Amount is required' }).transform(String),
  reason: z
    .string({ error: 'A reason is required to adjust a balance.' })
    .trim()
    .min(1, 'A reason is required to adjust a balance.')
    .max(reasonMax, `Reason must be at most ${reasonMax} characters`),
});

export type AdjustmentRequest = z.output<typeof adjustmentRequestSchema>;

/** How an adjustment ended: the seller's answer, or none in time. */
export const adjustmentAnswers = ['accepted', 'declined', 'expired'] as const;
export type AdjustmentAnswer = (typeof adjustmentAnswers)[number];

/** A balance adjustment as the seller and the admin see it: before and after, and the answer. */
export interface Adjustment {
  /** Face value and payout before and after, two decimals ('100.00'). */
  fromAmount: string;
  toAmount: string;
  fromQuote: string;
  toQuote: string;
  fromCents: number;
  toCents: number;
  fromQuoteCents: number;
  toQuoteCents: number;
  reason: string;
  at: string;
  /** Declined automatically after this moment if the seller has not answered. */
  answerBy: string;
  answer: AdjustmentAnswer | null;
  answeredAt: string | null;
}
