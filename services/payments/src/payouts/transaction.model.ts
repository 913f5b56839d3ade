import { Schema } from 'mongoose';
import type { Connection, HydratedDocumentFromSchema } from 'mongoose';
import { payoutStatuses } from '@cardbridge/contracts';
import { outboxPlugin } from '@cardbridge/service-kit';

/** The payout method chosen at submission, account masked as the seller sees it. */
const paidToSchema = new Schema(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    account: { type: String, default: null },
  },
  // `id: false`: this `id` is the method's, not mongoose's virtual for a subdocument's _id.
  { _id: false, id: false },
);

/** An admin as a payout records them (usernames never change). */
const adminRefSchema = new Schema(
  { id: { type: String, required: true }, username: { type: String, required: true } },
  { _id: false, id: false },
);

/** A second admin's approval or decline of a held payout (docs/product.md#four-eyes-approval). */
const approvalSchema = new Schema(
  {
    decision: { type: String, enum: ['approved', 'declined'], required: true },
    by: { type: adminRefSchema, required: true },
    reason: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A payout to a seller for one completion of a submission (docs/product.md#payouts-and-transactions).
 * Money records are never deleted: a revert marks the payout `reversed`.
 */
const schema = new Schema(
  {
    sellerId: { type: String, required: true },
    /** The seller's username when paid (usernames never change), for the admin's list. */
    username: { type: String, required: true },
    giftCardId: { type: String, required: true },
    /** `<submissionId>.<n>`: which completion this pays; one payout per completion. */
    completionId: { type: String, required: true },
    type: { type: String, enum: ['payout'], default: 'payout' },
    amountCents: { type: Number, required: true },
    status: { type: String, enum: payoutStatuses, default: 'pending' },
    failureReason: { type: String, default: null },
    paymentMethod: { type: paidToSchema, required: true },
    /**
     * True until reversed. The partial unique index below keeps at most one live payout per
     * submission, whatever order messages arrive in.
     */
    live: { type: Boolean, default: true },
    /** The admin who completed the submission; null for payouts booked before it was recorded. */
    completedBy: { type: adminRefSchema, default: null },
    /** Set once a held payout is approved or declined. */
    approval: { type: approvalSchema, default: null },
    /** The provider's reference once sent. */
    providerReference: { type: String, default: null },
    /** While a sender works on it, other senders leave it alone until this passes. */
    leaseUntil: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    /** How often an admin sent it again after it failed: each round has its own provider key. */
    retries: { type: Number, default: 0 },
    /** The booking request's trace context: sending it later continues that trace. */
    traceparent: { type: String, default: null },
    /**
     * The submission's brand, when it was completed and when this payout was paid, for the
     * insights' time to payout (docs/product.md#insights); brand is null on payouts booked before
     * it was recorded.
     */
    brand: { type: String, default: null },
    completedAt: { type: Date },
    paidAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'transactions' },
);

schema.index({ completionId: 1 }, { unique: true, name: 'one_payout_per_completion' });
schema.index(
  { giftCardId: 1 },
  { unique: true, partialFilterExpression: { live: true }, name: 'one_live_payout_per_submission' },
);
// The seller's list, the admin's list (all, or by status) and the sender's queue.
schema.index({ sellerId: 1, createdAt: -1, _id: -1 });
schema.index({ createdAt: -1, _id: -1 });
schema.index({ status: 1, createdAt: -1, _id: -1 });
// The insights: payouts booked per day (the createdAt index above) and paid per period.
schema.index({ paidAt: 1 });

// An approval's audit entry travels to identity inside the payout it decided (one write).
schema.plugin(outboxPlugin);

export type TransactionDocument = HydratedDocumentFromSchema<typeof schema>;

export function transactionModel(db: Connection) {
  return db.model('Transaction', schema);
}

export type TransactionModel = ReturnType<typeof transactionModel>;
