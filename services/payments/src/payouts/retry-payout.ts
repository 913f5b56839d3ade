import { payoutStatusInfo } from '@cardbridge/contracts';
import type { PayoutStatus } from '@cardbridge/contracts';
import { adminAuditMessage, createError } from '@cardbridge/service-kit';
import type { Outbox, SessionPrincipal } from '@cardbridge/service-kit';
import { countedPayout, payoutTally } from '../insights/payout-days';
import type { TransactionDocument, TransactionModel } from './transaction.model';

export interface RetryPayoutInput {
  /** A well-formed payout id (the route answers 404 to any other). */
  id: string;
  admin: Pick<SessionPrincipal, 'id' | 'username' | 'role'>;
  /** The admin's address, for the audit trail. */
  address: string;
}

/**
 * A failed payout is sent again (docs/product.md#payouts-and-transactions): one compare-and-set
 * from failed back to pending, so of two admins retrying at once exactly one does, and the sender
 * pays it as any pending payout. The provider said it was not sent, so the new round goes out
 * under a fresh idempotency key (`retries` counts the rounds). The audit entry is stored by the
 * same write.
 */
export async function retryPayout(
  { id, admin, address }: RetryPayoutInput,
  { transactions, outbox }: { transactions: TransactionModel; outbox: Outbox },
): Promise<TransactionDocument> {
  const current = await transactions.findById(id);
  if (!current) throw createError(404, 'Transaction not found');
  const round = (current.retries ?? 0) + 1;
  const audit = adminAuditMessage(outbox, {
    id: `audit.payout.retry.${id}.${round}`,
    admin,
    action: 'payout.retry',
    target: `payout:${id}`,
    address,
  });
  const counted = countedPayout(current);
  const tally = payoutTally(outbox, counted, { ...counted, status: 'pending' });
  const retried = await transactions.findOneAndUpdate(
    // The round read above: a payout stored before rounds were counted has no `retries` (null).
    { _id: id, status: 'failed', retries: current.retries ? current.retries : { $in: [0, null] } },
    {
      $set: { status: 'pending', failureReason: null, leaseUntil: null, retries: round },
      ...outbox.push(audit, ...tally),
    },
    { returnDocument: 'after' },
  );
  if (retried) {
    outbox.notify();
    return retried;
  }
  const latest = await transactions.findById(id, { status: 1 }).lean();
  const status = (latest?.status ?? current.status) as PayoutStatus;
  throw createError(
    409,
    `This payout is ${payoutStatusInfo[status].label.toLowerCase()}, not failed; only a failed payout can be retried.`,
  );
}
