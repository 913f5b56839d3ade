import { Schema } from 'mongoose';
import type { Connection, InferSchemaType } from 'mongoose';

/** Expired quotes are kept a day, so a late submission hears "expired" rather than "unknown". */
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * A rate lock (docs/product.md#rate-lock): the payout for one amount of one brand at the rate of
 * the moment, until `expiresAt`. Stored, not held in memory, so any replica can redeem it.
 * `sellerId` is set by the first submission that uses it and never changes after.
 */
const schema = new Schema(
  {
    _id: { type: String, required: true },
    /** The brand's name, as submissions store it. */
    brand: { type: String, required: true },
    slug: { type: String, required: true },
    rate: { type: Number, required: true },
    amountCents: { type: Number, required: true },
    payoutCents: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    sellerId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'quotes', versionKey: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: KEEP_AFTER_EXPIRY_SECONDS });

export type StoredQuote = InferSchemaType<typeof schema> & { _id: string };

export function quoteModel(db: Connection) {
  return db.model('Quote', schema);
}

export type QuoteModel = ReturnType<typeof quoteModel>;
