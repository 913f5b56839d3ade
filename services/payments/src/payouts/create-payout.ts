import type { PayoutRequest } from '@cardbridge/contracts';
import { activeTraceparent, createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import { payoutTally } from '../insights/payout-days';
import type { TransactionDocument, TransactionModel } from './transaction.model';

export interface CreatePayoutDeps {
  transactions: TransactionModel;
  /** Payouts above this many cents are held for a second admin (docs/product.md#four-eyes-approval). */
  approvalThresholdCents: number;
  /** Carries the insights' tally of the booking (docs/product.md#insights). */
  outbox: Outbox;
}

/**
 * A submission was completed: book its payout, pending until the sender pays it, or awaiting
 * approval when it is above the threshold (docs/product.md#payouts-and-transactions). Exactly
 * once per completion: the payout is keyed by the completion id, so a redelivered message finds
 * the payout it made before. A submission never has two live payouts: if an earlier completion's
 * payout is not reversed yet (its reversal message is still on its way), this answers 409 and
 * the outbox retries later.
 */
export async function createPayout(
  request: PayoutRequest,
  { transactions, approvalThresholdCents, outbox }: CreatePayoutDeps,
): Promise<TransactionDocument> {
  try {
    const payout = {
      sellerId: request.sellerId,
      username: request.username,
      giftCardId: request.submissionId,
      completionId: request.completionId,
      amountCents: request.amountCents,
      paymentMethod: request.paymentMethod,
      traceparent: activeTraceparent() ?? null,
      brand: request.brand ?? null,
      // A message from before completedAt was sent: booking follows completion within seconds.
      completedAt: request.completedAt ? new Date(request.completedAt) : new Date(),
      status:
        request.amountCents > approvalThresholdCents
          ? ('awaiting_approval' as const)
          : ('pending' as const),
      completedBy: request.completedBy ?? null,
      createdAt: new Date(),
    };
    // Counted by the same write that books it.
    const booked = await transactions.create({
      ...payout,
      ...outbox.field(...payoutTally(outbox, undefined, payout)),
    });
    outbox.notify();
    return booked;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await transactions.findOne({ completionId: request.completionId });
    if (existing) return existing;
    throw createError(
      409,
      'An earlier payout of this submission is not reversed yet; the payout will be retried.',
    );
  }
}
