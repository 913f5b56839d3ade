import { Schema } from 'mongoose';
import type { Connection, HydratedDocumentFromSchema } from 'mongoose';
import { outboxPlugin } from '@cardbridge/service-kit';

/** One rate change, kept inside its brand so the change and its history are one write. */
const rateChangeSchema = new Schema(
  {
    at: { type: Date, required: true },
    adminId: { type: String, required: true },
    /** The admin's username at the time. */
    admin: { type: String, required: true },
    from: { type: Number, required: true },
    to: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * A brand's data (docs/product.md#rates-as-data): what finance and operations manage without a
 * deploy. `_id` is the catalogue slug; name, emoji, category and limits stay in the catalogue.
 * `version` grows with every change, so a change is applied only to the version it was read at.
 */
const schema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    /** Percent of face value paid (at most two decimals). */
    rate: { type: Number, required: true },
    targetReviewMinutes: { type: Number, required: true },
    version: { type: Number, required: true, default: 0 },
    rateHistory: { type: [rateChangeSchema], default: [] },
    updatedAt: { type: Date, default: null },
  },
  { collection: 'brands', versionKey: false },
);

// A rate change announces its audit entry from inside the brand (docs/product.md#admin-roles).
schema.plugin(outboxPlugin);

export type BrandDocument = HydratedDocumentFromSchema<typeof schema>;

export function brandModel(db: Connection) {
  return db.model('Brand', schema);
}

export type BrandModel = ReturnType<typeof brandModel>;
