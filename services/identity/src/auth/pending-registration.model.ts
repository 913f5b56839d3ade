import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** A sign-up waiting for the link emailed to its address; it becomes an account when opened. */
export interface PendingRegistration {
  /** SHA-256 of the link's token: the token itself is only in the email. */
  _id: string;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** The client address the sign-up came from (docs/product.md#review-console, linked accounts). */
  registeredFrom?: string | null;
  expiresAt: Date;
}

export type PendingRegistrationModel = Model<PendingRegistration>;

const pendingRegistrationSchema = new Schema<PendingRegistration>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    email: { type: String, required: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    phoneNumber: { type: String, default: null },
    registeredFrom: { type: String, default: null },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'pending_registrations', versionKey: false },
);
pendingRegistrationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function pendingRegistrationModel(db: Connection): PendingRegistrationModel {
  return (
    (db.models.PendingRegistration as PendingRegistrationModel | undefined) ??
    db.model<PendingRegistration>('PendingRegistration', pendingRegistrationSchema)
  );
}
