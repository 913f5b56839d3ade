import { formatDecimal } from '@cardbridge/catalogue';
import type { AdminPayout, Payout, PayoutStatus } from '@cardbridge/contracts';
import type { TransactionDocument } from './transaction.model';

/** A payout as its seller sees it. */
export function toPayout(doc: TransactionDocument): Payout {
  return {
    id: String(doc._id),
    sellerId: doc.sellerId,
    giftCardId: doc.giftCardId,
    type: 'payout',
    amount: formatDecimal(doc.amountCents),
    amountCents: doc.amountCents,
    status: doc.status as PayoutStatus,
    failureReason: doc.failureReason ?? null,
    paymentMethod: {
      id: doc.paymentMethod.id,
      type: doc.paymentMethod.type,
      account: doc.paymentMethod.account ?? null,
    },
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A payout as an admin sees it: whose it is, who completed it and who approved or declined it. */
export function toAdminPayout(doc: TransactionDocument): AdminPayout {
  const { completedBy, approval } = doc;
  return {
    ...toPayout(doc),
    username: doc.username,
    completedBy: completedBy ? { id: completedBy.id, username: completedBy.username } : null,
    approval: approval
      ? {
          decision: approval.decision,
          by: { id: approval.by.id, username: approval.by.username },
          reason: approval.reason ?? null,
          at: approval.at.toISOString(),
        }
      : null,
  };
}
