import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';
import { payoutStatuses } from './payout-status';
import type { PayoutStatus } from './payout-status';

/** One entry of GET /api/transactions: a payout of one of the seller's own submissions. */
export interface Payout {
  id: string;
  sellerId: string;
  /**
   * The submission this payout pays: `giftCardId` is its name in answers and in storage
   * (docs/product.md#payouts-and-transactions).
   */
  giftCardId: string;
  type: 'payout';
  /** Two decimals ('93.00'): the server's quote of the submission. */
  amount: string;
  amountCents: number;
  status: PayoutStatus;
  /** Why sending failed; null unless failed. */
  failureReason: string | null;
  /** The payout method chosen at submission, account masked ('•••• 6789' for banks). */
  paymentMethod: { id: string; type: string; account: string | null };
  createdAt: string;
  updatedAt: string;
}

/** An admin as a payout names them: who completed its submission, who approved or declined it. */
export interface PayoutAdmin {
  id: string;
  username: string;
}

/** A second admin's decision on a payout held for approval (docs/product.md#four-eyes-approval). */
export interface PayoutApproval {
  decision: 'approved' | 'declined';
  by: PayoutAdmin;
  /** The decline's reason (the seller reads it too); null when approved. */
  reason: string | null;
  at: string;
}

/**
 * One entry of GET /api/admin/transactions: the seller's username beside it, who completed the
 * submission (null for payouts booked before that was recorded) and the approval, if one was due.
 */
export interface AdminPayout extends Payout {
  username: string;
  completedBy: PayoutAdmin | null;
  approval: PayoutApproval | null;
}

export interface AdminPayoutsPage {
  items: AdminPayout[];
  total: number;
  nextCursor: string | null;
}

/** POST /api/admin/transactions/{id}/decline: why, in words the seller will read. */
export const payoutDeclineSchema = z.object({
  reason: z
    .string({ error: 'A reason is required to decline a payout' })
    .trim()
    .min(1, 'A reason is required to decline a payout')
    .max(1000, 'Reason must be at most 1000 characters'),
});

export type PayoutDecline = z.output<typeof payoutDeclineSchema>;

/** GET /api/admin/transactions query: newest first, paged like the submissions list. */
export const adminPayoutsQuerySchema = z.object({
  status: z.enum(payoutStatuses, { error: 'Unknown status' }).optional(),
  ...pageQueryShape,
});

export type AdminPayoutsQuery = z.output<typeof adminPayoutsQuerySchema>;
