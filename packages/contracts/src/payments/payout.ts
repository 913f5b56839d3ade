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

/** One entry of GET /api/admin/transactions: the seller's username beside it. */
export interface AdminPayout extends Payout {
  username: string;
}

export interface AdminPayoutsPage {
  items: AdminPayout[];
  total: number;
  nextCursor: string | null;
}

/** GET /api/admin/transactions query: newest first, paged like the submissions list. */
export const adminPayoutsQuerySchema = z.object({
  status: z.enum(payoutStatuses, { error: 'Unknown status' }).optional(),
  ...pageQueryShape,
});

export type AdminPayoutsQuery = z.output<typeof adminPayoutsQuerySchema>;
