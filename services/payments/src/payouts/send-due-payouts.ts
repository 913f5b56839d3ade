import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { inSpan } from '@cardbridge/service-kit';
import type { Outbox } from '@cardbridge/service-kit';
import { countedPayout, payoutTally } from '../insights/payout-days';
import type { AccountVault } from '../payment-methods/account-vault';
import type { PaymentMethodModel } from '../payment-methods/payment-method.model';
import type { PayoutProvider } from './payout-provider';
import type { TransactionDocument, TransactionModel } from './transaction.model';

export interface SendDuePayoutsDeps {
  transactions: TransactionModel;
  methods: PaymentMethodModel;
  vault: AccountVault;
  provider: PayoutProvider;
  logger: Logger;
  /** Carries the insights' tally of each payout's outcome (docs/product.md#insights). */
  outbox: Outbox;
  /**
   * How long one send may take before another sender may try again: a sender killed mid-send
   * delays its payouts by this much. Providers are called with a shorter timeout.
   */
  leaseMs?: number;
  /** How long the provider may take to answer: well inside the lease. */
  sendTimeoutMs?: number;
  /** Called before the batch is leased: the scan's own lease check-and-renew. */
  checkpoint?: () => Promise<void>;
}

/**
 * Pays pending payouts: each is leased (so two senders never send it at once), sent through the
 * provider with the payout's id as its idempotency key, then marked completed or failed with the
 * provider's reason. Only a payout still pending is marked, so one reversed meanwhile stays
 * reversed. A sender that dies mid-send leaves the payout due again when its lease ends.
 */
export async function sendDuePayouts(
  deps: SendDuePayoutsDeps,
  batchSize = 50,
): Promise<{ found: number; sent: number }> {
  const { transactions } = deps;
  const now = new Date();
  const due = await transactions
    .find({
      status: 'pending',
      $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
    })
    .sort({ createdAt: 1 })
    .limit(batchSize);
  await deps.checkpoint?.();
  // Sent side by side: a provider's latency should not queue the whole batch behind it.
  const results = await Promise.all(due.map((payout) => sendOne(payout, deps)));
  return { found: due.length, sent: results.filter(Boolean).length };
}

/** One payout's send, as a span in the trace of the completion that booked it. */
const sendOne = (payout: TransactionDocument, deps: SendDuePayoutsDeps) =>
  inSpan('payout send', () => sendNow(payout, deps), { parent: payout.traceparent ?? undefined });

async function sendNow(
  payout: TransactionDocument,
  {
    transactions,
    methods,
    vault,
    provider,
    logger,
    outbox,
    leaseMs = 10_000,
    sendTimeoutMs = leaseMs * 0.8,
  }: SendDuePayoutsDeps,
): Promise<boolean> {
  const leased = await transactions.findOneAndUpdate(
    { _id: payout._id, status: 'pending', leaseUntil: payout.leaseUntil },
    { $set: { leaseUntil: new Date(Date.now() + leaseMs) }, $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  );
  if (!leased) return false; // another sender has it, or it was reversed

  const method = await methods.findById(leased.paymentMethod.id);
  const sending = method
    ? provider.send({
        // The provider's idempotency key: the payout's id, and a fresh one for each round an
        // admin retried after a failure (the provider said that round was not sent).
        payoutId: leased.retries
          ? `${String(leased._id)}.retry-${leased.retries}`
          : String(leased._id),
        amountCents: leased.amountCents,
        method: {
          type: method.type,
          accountInfo: vault.open(method),
          accountName: method.accountName,
        },
      })
    : Promise.resolve({ sent: false, reason: 'The payout method no longer exists.' } as const);
  // No answer in time: whether it was sent is unknown, so the payout stays pending and is sent
  // again (same payout id, which the provider de-duplicates) once the lease ends.
  const timer = new AbortController();
  const timeout = sleep(sendTimeoutMs, undefined, { signal: timer.signal }).then(
    () => undefined,
    () => undefined,
  );
  const outcome = await Promise.race([sending, timeout]).finally(() => timer.abort());
  if (!outcome) {
    logger.warn({ payoutId: String(leased._id), provider: provider.name }, 'payout send timed out');
    return false;
  }

  const change = outcome.sent
    ? {
        status: 'completed',
        providerReference: outcome.reference,
        failureReason: null,
        paidAt: new Date(),
      }
    : { status: 'failed', failureReason: outcome.reason };
  const counted = countedPayout(leased);
  const tally = payoutTally(outbox, counted, {
    ...counted,
    status: change.status,
    paidAt: 'paidAt' in change ? change.paidAt : null,
  });
  const marked = await transactions.updateOne(
    { _id: leased._id, status: 'pending' },
    { $set: { ...change, leaseUntil: null }, ...(tally.length > 0 && outbox.push(...tally)) },
  );
  if (marked.modifiedCount === 1) outbox.notify();
  // Never the account details: only ids and the outcome.
  logger.info(
    {
      payoutId: String(leased._id),
      provider: provider.name,
      status: change.status,
      applied: marked.modifiedCount === 1,
    },
    'payout sent',
  );
  return marked.modifiedCount === 1;
}
