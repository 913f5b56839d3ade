import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';

/**
 * A payout's life (docs/product.md#payouts-and-transactions): pending until the provider sends it,
 * then completed or failed; reversed when an admin reverts the completed submission it paid.
 */
export const transactionStatuses = ['pending', 'completed', 'failed', 'reversed'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** One entry of GET /api/transactions: a payout of one of the seller's own submissions. */
export interface Transaction {
  id: string;
  sellerId: string;
  /** The submission this payout pays. */
  giftCardId: string;
  type: 'payout';
  /** Two decimals ('93.00'): the server's quote of the submission. */
  amount: string;
  amountCents: number;
  status: TransactionStatus;
  /** Why sending failed; null unless failed. */
  failureReason: string | null;
  /** The payout method chosen at submission, account masked ('•••• 6789' for banks). */
  paymentMethod: { id: string; type: string; account: string | null };
  createdAt: string;
  updatedAt: string;
}

/** One entry of GET /api/admin/transactions: the seller's username beside it. */
export interface AdminTransaction extends Transaction {
  username: string;
}

export interface AdminTransactionsPage {
  items: AdminTransaction[];
  total: number;
  nextCursor: string | null;
}

/** GET /api/admin/transactions query: newest first, paged like the submissions list. */
export const adminTransactionsQuerySchema = z.object({
  status: z.enum(transactionStatuses, { error: 'Unknown status' }).optional(),
  ...pageQueryShape,
});

export type AdminTransactionsQuery = z.output<typeof adminTransactionsQuerySchema>;
