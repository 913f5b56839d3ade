import type { PayoutReversal } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { TransactionDocument, TransactionModel } from './transaction.model';

/**
 * An admin reverted a completed submission: its payout is marked reversed, never deleted
 * (docs/product.md#payouts-and-transactions). If the payout has not arrived yet (messages may
 * overtake each other), this answers 409 and the outbox retries once it has.
 */
export async function reversePayout(
  { completionId }: PayoutReversal,
  { transactions }: { transactions: TransactionModel },
): Promise<TransactionDocument> {
  const reversed = await transactions.findOneAndUpdate(
    { completionId },
    { $set: { status: 'reversed', leaseUntil: null }, $unset: { live: 1 } },
    { returnDocument: 'after' },
  );
  if (reversed) return reversed;
  throw createError(409, 'This payout has not been booked yet; the reversal will be retried.');
}
