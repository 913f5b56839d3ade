import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/**
 * A seller's submissions in flight: one document per seller (`_id` is the seller's id), holding
 * a ticket per submission that has passed the open-submissions check but is not stored yet.
 * Every change sets a new random `version` (never a counter: the document is removed when empty
 * and may come back, and a version must never repeat), and a reservation writes only if the
 * version it read is still current, so two replicas can never both take the last slot.
 */
const slotsSchema = new Schema(
  {
    _id: { type: String, required: true },
    version: { type: String, required: true },
    tickets: {
      type: [{ _id: { type: String, required: true }, at: { type: Date, required: true } }],
      default: [],
    },
  },
  { collection: 'seller_submission_slots', versionKey: false },
);

/**
 * Photo bytes one seller stored on one UTC day (`_id`: `<sellerId>:<YYYY-MM-DD>`). Reserved
 * with one conditional `$inc` before a submission is saved, given back if it is not.
 */
const uploadDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    bytes: { type: Number, required: true, default: 0 },
    /** Past days matter to nobody: MongoDB removes them. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'seller_upload_days', versionKey: false },
);
uploadDaySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function sellerQuotaModels(db: Connection) {
  return {
    slots: db.model('SellerSubmissionSlots', slotsSchema),
    uploadDays: db.model('SellerUploadDay', uploadDaySchema),
  };
}

export type SellerQuotaModels = ReturnType<typeof sellerQuotaModels>;
