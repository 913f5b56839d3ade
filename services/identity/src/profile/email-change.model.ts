import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** A new email waiting for its owner to open the link sent to it. */
export interface EmailChange {
  /** SHA-256 of the link's token: the token itself is only in the email. */
  _id: string;
  userId: string;
  newEmail: string;
  expiresAt: Date;
}

export type EmailChangeModel = Model<EmailChange>;

const emailChangeSchema = new Schema<EmailChange>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    newEmail: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'email_changes', versionKey: false },
);
emailChangeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function emailChangeModel(db: Connection): EmailChangeModel {
  return (
    (db.models.EmailChange as EmailChangeModel | undefined) ??
    db.model<EmailChange>('EmailChange', emailChangeSchema)
  );
}
