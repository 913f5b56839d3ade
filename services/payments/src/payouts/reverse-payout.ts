import type { PayoutReversal } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { TransactionDocument, TransactionModel } from './transaction.model';

/**
 * An admin reverted a completed submission: its payout is marked reversed, never deleted
 * (docs/product.md#payouts-and-transactions); a declined one keeps saying declined, as nothing
 * was paid to reverse. Either way it stops being live, so a later completion can be paid. If the payout has not arrived yet (messages may
 * overtake each other), this answers 409 and the outbox retries once it has.
 */
export async function reversePayout(
  { completionId }: PayoutReversal,
  { transactions }: { transactions: TransactionModel },
): Promise<TransactionDocument> {
  const reversed = await transactions.findOneAndUpdate(
    { completionId },
    // An update pipeline: the new status depends on the stored one, in the same atomic write.
    [
      {
        $set: {
          status: { $cond: [{ $eq: ['$status', 'declined'] }, 'declined', 'reversed'] },
          leaseUntil: null,
        },
      },
      { $unset: 'live' },
    ],
    { returnDocument: 'after', updatePipeline: true },
  );
  if (reversed) return reversed;
  throw createError(409, 'This payout has not been booked yet; the reversal will be retried.');
}
