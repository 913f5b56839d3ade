import { Schema } from 'mongoose';
import type { Connection, HydratedDocumentFromSchema, InferSchemaType, Types } from 'mongoose';
import {
  adjustmentAnswers,
  cardConditions,
  cardFormats,
  reasonCodes,
  submissionSignalTypes,
  submissionStatuses,
} from '@cardbridge/contracts';
import { outboxPlugin } from '@cardbridge/service-kit';

const imageSchema = new Schema(
  {
    /** GridFS file id in the `images` bucket. */
    fileId: { type: Schema.Types.ObjectId, required: true },
    /** The path clients are shown (`/uploads/<file>`, served by `GET /api/uploads/{file}`); `<file>` is the GridFS filename. */
    path: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { _id: false },
);

const statusChangeSchema = new Schema(
  {
    from: { type: String, default: null },
    to: { type: String, required: true },
    /** `seller:<id>` or `admin:<username>`. */
    by: { type: String, required: true },
    reason: { type: String, default: null },
    reasonCode: { type: String, enum: [...reasonCodes, null], default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const signalSchema = new Schema(
  {
    type: { type: String, enum: submissionSignalTypes, required: true },
    detail: { type: String, required: true },
  },
  { _id: false },
);

/** The latest balance adjustment (docs/product.md#balance-adjustments): before, after, answer. */
const adjustmentSchema = new Schema(
  {
    fromCents: { type: Number, required: true },
    toCents: { type: Number, required: true },
    fromQuoteCents: { type: Number, required: true },
    toQuoteCents: { type: Number, required: true },
    reason: { type: String, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    /** Declined automatically once this passes unanswered. */
    answerBy: { type: Date, required: true },
    answer: { type: String, enum: [...adjustmentAnswers, null], default: null },
    answeredAt: { type: Date, default: null },
  },
  { _id: false },
);

/** The decision a resubmission corrects (docs/product.md#resubmission), for its reviewer. */
const earlierDecisionSchema = new Schema(
  {
    id: { type: String, required: true },
    status: { type: String, required: true },
    reasonCode: { type: String, default: null },
    reason: { type: String, default: null },
    decidedAt: { type: Date, default: null },
  },
  { _id: false },
);

/**
 * A gift card submitted for review. Money is integer cents computed by the server; card
 * secrets are only ever stored sealed (AES-256-GCM), with the last four characters kept apart
 * for the seller's masked view.
 */
const schema = new Schema(
  {
    sellerId: { type: String, required: true },
    seller: {
      username: { type: String, required: true },
      /** Lower-cased, so the admin search finds a username typed in any case through an index. */
      usernameKey: { type: String },
      email: { type: String, default: '' },
    },
    brand: { type: String, required: true },
    denominationCents: { type: Number, required: true },
    ratePercent: { type: Number, required: true },
    quoteCents: { type: Number, required: true },
    /** The rate lock it was submitted with, if any (docs/product.md#rate-lock). */
    quoteId: { type: String, default: null },
    cardNumberSealed: { type: String, required: true },
    cardNumberLast4: { type: String, required: true },
    /** Keyed hashes for admin search (card-secrets/blind-index.ts); never the number itself. */
    cardNumberHash: { type: String, default: null },
    cardLast4Hash: { type: String, default: null },
    pinSealed: { type: String, default: null },
    securityCodeSealed: { type: String, default: null },
    expirationDate: { type: String, default: null },
    cardFormat: { type: String, enum: cardFormats, required: true },
    cardCondition: { type: String, enum: cardConditions, required: true },
    notes: { type: String, default: null },
    images: { type: [imageSchema], default: [] },
    paymentMethod: {
      id: { type: String, required: true },
      type: { type: String, required: true },
      /** The account as an admin may see it: masked to its last four characters. */
      account: { type: String, default: null },
    },
    status: { type: String, enum: submissionStatuses, default: 'pending' },
    statusReason: { type: String, default: null },
    /** The code of a rejection or failure while it stands (docs/product.md#reason-codes). */
    statusReasonCode: { type: String, enum: [...reasonCodes, null], default: null },
    statusHistory: { type: [statusChangeSchema], default: [] },
    /**
     * When it was first decided (moved to a final status: completed, rejected or failed), kept
     * through reverts: the insights' time to decision (docs/product.md#insights).
     */
    decidedAt: { type: Date },
    adjustment: { type: adjustmentSchema, default: null },
    /** The rejected submission this one corrects, with its decision as it stood then. */
    resubmitOf: { type: earlierDecisionSchema, default: null },
    /** The id of the submission that corrects this one. */
    resubmittedAs: { type: String, default: null },
    /** The quota reservation it was saved under (seller-quota.ts), so it is never counted twice. */
    quotaTicket: { type: String },
    /**
     * The admin reviewing it (docs/product.md#review-console): a lease until `claimedUntil`,
     * renewed while they have it open. Kept on the document so one conditional write takes it,
     * whichever replica answers.
     */
    claimedBy: { type: String, default: null },
    claimedById: { type: String, default: null },
    claimedUntil: { type: Date, default: null },
    /** When its review should be done: submitted + the brand's target, fixed at submission. */
    targetAt: { type: Date },
    /** The client address it was submitted from, for the linked-accounts signal. */
    submittedFrom: { type: String, default: null },
    /** Signals found when it was submitted (velocity, linked accounts), each with its reason. */
    signals: { type: [signalSchema], default: [] },
    /** Other submissions of the same card number; both sides hold the link. */
    duplicates: { type: [Schema.Types.ObjectId], default: [] },
    /** Any signal or duplicate: the "Flagged" filter reads this one indexed field. */
    flagged: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'gift_cards' },
);

// Status changes announce payouts and notices from inside the document (docs/product.md#payouts-and-transactions).
schema.plugin(outboxPlugin);

// The seller's list (newest first) and its version (latest update) are read per poll.
schema.index({ sellerId: 1, createdAt: -1 });
schema.index({ sellerId: 1, updatedAt: -1 });
// The seller's open submissions, counted for their quota.
schema.index({ sellerId: 1, status: 1 });
// The orphan-image sweeper asks which files submissions still use.
schema.index({ 'images.fileId': 1 });
// The admin queue: newest first, by status, by brand, and the searches (docs/product.md#admin-review).
// Each filter's index ends in the list's order, so a page is read straight from the index.
schema.index({ createdAt: -1, _id: -1 });
schema.index({ status: 1, createdAt: -1, _id: -1 });
schema.index({ brand: 1, createdAt: -1, _id: -1 });
schema.index({ cardNumberHash: 1 });
schema.index({ cardLast4Hash: 1 });
schema.index({ 'seller.username': 1 });
schema.index({ 'seller.usernameKey': 1 });
schema.index({ denominationCents: 1 });
schema.index({ quoteCents: 1 });
schema.index({ 'seller.email': 1 });
// The review console (docs/product.md#review-console): "Review next" walks the pending part of
// `{ status, createdAt }` oldest first; the queue by time left to target; the flagged filter; the
// linked-accounts signal (submissions from one address in 24 h). The velocity signal counts
// through `{ sellerId, createdAt }`, the duplicate-card one through `cardNumberHash`.
schema.index({ targetAt: 1, _id: 1 });
schema.index({ status: 1, targetAt: 1, _id: 1 });
schema.index({ flagged: 1, createdAt: -1, _id: -1 });
schema.index({ submittedFrom: 1, createdAt: -1 });
// The insights read decisions by the day they were made (docs/product.md#insights).
schema.index({ decidedAt: 1 });
// The adjustment sweeper finds the answers that are overdue.
schema.index({ status: 1, 'adjustment.answerBy': 1 });

export type SubmissionDocument = HydratedDocumentFromSchema<typeof schema>;
/**
 * A submission as stored, read without hydrating a mongoose document (`.lean()`): what the
 * admin queue's pages read, fifty at a time. Fields added after a document was written may be
 * missing (no schema defaults are applied).
 */
export type SubmissionRecord = InferSchemaType<typeof schema> & { _id: Types.ObjectId };

export function submissionModel(db: Connection) {
  return db.model('Submission', schema);
}

export type SubmissionModel = ReturnType<typeof submissionModel>;
