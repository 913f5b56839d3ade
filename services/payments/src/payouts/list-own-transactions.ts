import type { TransactionDocument, TransactionModel } from './transaction.model';

/** A seller's own payouts, newest first (docs/product.md#payouts-and-transactions). */
export function listOwnTransactions(
  { sellerId }: { sellerId: string },
  { transactions }: { transactions: TransactionModel },
): Promise<TransactionDocument[]> {
  return transactions.find({ sellerId }).sort({ createdAt: -1, _id: -1 });
}
