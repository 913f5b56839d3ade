import { payoutStatusInfo } from '@cardbridge/contracts';
import type { PayoutAdmin, PayoutStatus } from '@cardbridge/contracts';
import { adminAuditMessage, createError } from '@cardbridge/service-kit';
import type { Outbox, SessionPrincipal } from '@cardbridge/service-kit';
import { countedPayout, payoutTally } from '../insights/payout-days';
import type { TransactionDocument, TransactionModel } from './transaction.model';

/** A second admin's decision on a held payout: release it to the sender, or end it with a reason. */
export type PayoutDecision = { decision: 'approved' } | { decision: 'declined'; reason: string };

export interface DecidePayoutInput {
  /** A well-formed payout id (the route answers 404 to any other). */
  id: string;
  admin: Pick<SessionPrincipal, 'id' | 'username' | 'role'>;
  /** The admin's address, for the audit trail. */
  address: string;
  decision: PayoutDecision;
}

export interface DecidePayoutDeps {
  transactions: TransactionModel;
  outbox: Outbox;
}

export const selfApprovalMessage =
  'You completed this submission, so another admin must approve or decline its payout.';

/**
 * Approves or declines a payout held for a second pair of eyes
 * (docs/product.md#four-eyes-approval). The admin who completed the submission may not decide
 * (403). The decision is one compare-and-set on `awaiting_approval`: of two admins deciding at
 * once exactly one wins and the other is told the status it has now (409). Approved, it becomes
 * pending, which is all the sender ever sends; declined, it ends with the reason the seller reads.
 * The same write stores the audit entry (docs/product.md#admin-team), which the outbox relay
 * then delivers to identity: a decision and its record exist together or not at all.
 */
export async function decidePayout(
  { id, admin, address, decision }: DecidePayoutInput,
  { transactions, outbox }: DecidePayoutDeps,
): Promise<TransactionDocument> {
  const current = await transactions.findById(id);
  if (!current) throw createError(404, 'Transaction not found');
  if (completedBy(current, admin)) throw createError(403, selfApprovalMessage);

  const by: PayoutAdmin = { id: admin.id, username: admin.username };
  const approval = {
    decision: decision.decision,
    by,
    reason: decision.decision === 'declined' ? decision.reason : null,
    at: new Date(),
  };
  const change =
    decision.decision === 'approved'
      ? { status: 'pending', approval }
      : { status: 'declined', failureReason: decision.reason, approval };
  const action = decision.decision === 'approved' ? 'payout.approve' : 'payout.decline';
  // A payout is decided at most once, so its id names the entry (identity applies it once).
  const audit = adminAuditMessage(outbox, {
    id: `audit.${action}.${id}`,
    admin,
    action,
    target: `payout:${id}`,
    address,
    at: approval.at,
  });
  const counted = countedPayout(current);
  const tally = payoutTally(outbox, counted, { ...counted, status: change.status });
  const decided = await transactions.findOneAndUpdate(
    { _id: id, status: 'awaiting_approval' },
    { $set: change, ...outbox.push(audit, ...tally) },
    { returnDocument: 'after' },
  );
  if (decided) {
    outbox.notify();
    return decided;
  }
  const latest = await transactions.findById(id, { status: 1 }).lean();
  const status = (latest?.status ?? current.status) as PayoutStatus;
  throw createError(
    409,
    `This payout is ${payoutStatusInfo[status].label.toLowerCase()}, not awaiting approval; reload to see its latest state.`,
  );
}

/** The same admin by id, or by username (unique and never changed) should the id differ. */
function completedBy(payout: TransactionDocument, admin: PayoutAdmin): boolean {
  const completer = payout.completedBy;
  return Boolean(completer && (completer.id === admin.id || completer.username === admin.username));
}
