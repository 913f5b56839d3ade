import type { PayoutReversal } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import { countedPayout, payoutTally } from '../insights/payout-days';
import type { TransactionDocument, TransactionModel } from './transaction.model';

/** Compare-and-set rounds before the outbox is asked to retry (each lost round is a status change). */
const rounds = 5;

const notBooked = () =>
  createError(409, 'This payout has not been booked yet; the reversal will be retried.');

/**
 * An admin reverted a completed submission: its payout is marked reversed, never deleted
 * (docs/product.md#payouts-and-transactions); a declined one keeps saying declined, as nothing
 * was paid to reverse. Either way it stops being live, so a later completion can be paid. If the payout has not arrived yet (messages may
 * overtake each other), this answers 409 and the outbox retries once it has. The new status
 * depends on the stored one, so the write is a compare-and-set on the status read, which also
 * pins what the insights' tally, stored by the same write, counts it from.
 */
export async function reversePayout(
  { completionId }: PayoutReversal,
  { transactions, outbox }: { transactions: TransactionModel; outbox: Outbox },
): Promise<TransactionDocument> {
  for (let round = 0; round < rounds; round += 1) {
    const current = await transactions.findOne({ completionId });
    if (!current) throw notBooked();
    const status = current.status === 'declined' ? 'declined' : 'reversed';
    const counted = countedPayout(current);
    const tally = payoutTally(outbox, counted, { ...counted, status });
    const reversed = await transactions.findOneAndUpdate(
      { _id: current._id, status: current.status },
      {
        $set: { status, leaseUntil: null },
        $unset: { live: 1 },
        ...(tally.length > 0 && outbox.push(...tally)),
      },
      { returnDocument: 'after' },
    );
    if (reversed) {
      outbox.notify();
      return reversed;
    }
  }
  throw createError(409, 'This payout kept changing; the reversal will be retried.');
}
