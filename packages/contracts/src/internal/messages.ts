import { z } from 'zod';
import { reasonCodes } from '../submissions/reason-codes';
import { submissionStatuses } from '../submissions/submission-status';

/*
 * Messages one service announces to another through the outbox (docs/product.md#payouts-and-transactions,
 * docs/product.md#notifications). The relay POSTs `{ id, topic, payload }` with the message id as the
 * idempotency key; receivers validate the payload with these schemas.
 */

const objectId = z.string().regex(/^[a-f0-9]{24}$/, 'must be an id');

/**
 * One completion of a submission: `<submissionId>.<n>` for its n-th time becoming completed. A
 * payout belongs to exactly one completion; a revert reverses that completion's payout.
 */
export const completionIdSchema = z
  .string()
  .regex(/^[a-f0-9]{24}\.\d+$/, 'must be a completion id');

/** submissions -> payments `POST /internal/payouts`: pay the seller for a completed submission. */
export const payoutRequestSchema = z.object({
  completionId: completionIdSchema,
  submissionId: objectId,
  sellerId: z.string().min(1),
  username: z.string().min(1),
  amountCents: z.number().int().positive(),
  paymentMethod: z.object({
    id: z.string().min(1),
    type: z.string().min(1),
    account: z.string().nullable(),
  }),
  /**
   * The submission's brand and when it was completed, for the time-to-payout insight
   * (docs/product.md#insights). Optional: messages stored before they existed lack them.
   */
  brand: z.string().min(1).optional(),
  completedAt: z.iso.datetime().optional(),
  /**
   * The admin who completed it: a large payout waits for a different admin's approval
   * (docs/product.md#four-eyes-approval). Optional only for messages queued before it existed,
   * whose payout any approver may then release.
   */
  completedBy: z.object({ id: z.string().min(1), username: z.string().min(1) }).optional(),
});
export type PayoutRequest = z.output<typeof payoutRequestSchema>;

/** submissions -> payments `POST /internal/payouts/reversals`: that completion was reverted. */
export const payoutReversalSchema = z.object({
  completionId: completionIdSchema,
  submissionId: objectId,
});
export type PayoutReversal = z.output<typeof payoutReversalSchema>;

/** submissions -> identity `POST /internal/notifications/submission-status`: tell the seller. */
export const submissionStatusNoticeSchema = z.object({
  sellerId: z.string().min(1),
  submissionId: objectId,
  brand: z.string().min(1),
  /** Face value and quote, two decimals ('100.00'). */
  amount: z.string(),
  quote: z.string(),
  status: z.enum(submissionStatuses),
  reason: z.string().nullable(),
  /** A rejection's or failure's code, explained to the seller in plain words. */
  reasonCode: z.enum(reasonCodes).nullable().optional(),
  /** An adjustment: the face value and quote before it (amount and quote are the new ones). */
  previous: z.object({ amount: z.string(), quote: z.string() }).nullable().optional(),
  /** An adjustment: the moment it is declined automatically without an answer. */
  answerBy: z.string().nullable().optional(),
});
export type SubmissionStatusNotice = z.output<typeof submissionStatusNoticeSchema>;

/** What every outbox delivery carries around its payload. */
export const deliveredMessageSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ id: z.string().min(1), topic: z.string().min(1), payload });
