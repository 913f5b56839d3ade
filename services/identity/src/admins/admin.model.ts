import { Schema } from 'mongoose';
import type { Connection, HydratedDocument, Model, Types } from 'mongoose';

/** Admins live apart from users: no public route creates or lists them. */
export interface Admin {
  _id: Types.ObjectId;
  username: string;
  passwordHash: string;
  lastLoginAt?: Date | null;
  /** TOTP sign-in (docs/product.md#admin-mfa): the seed sealed, recovery codes hashed. */
  mfa?: {
    enabled: boolean;
    secretSealed: string | null;
    /** A seed shown while enrolling, until the first code confirms it. */
    pendingSecretSealed: string | null;
    /** The last time step a code was accepted for: a code works once. */
    lastUsedStep: number | null;
    recoveryCodeHashes: string[];
  };
  createdAt: Date;
  updatedAt: Date;
}

export type AdminModel = Model<Admin>;
export type AdminDocument = HydratedDocument<Admin>;

const adminSchema = new Schema<Admin>(
  {
    username: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    lastLoginAt: { type: Date, default: null },
    mfa: {
      enabled: { type: Boolean, default: false },
      secretSealed: { type: String, default: null },
      pendingSecretSealed: { type: String, default: null },
      lastUsedStep: { type: Number, default: null },
      recoveryCodeHashes: { type: [String], default: [] },
    },
  },
  { collection: 'admins', timestamps: true },
);

export function adminModel(db: Connection): AdminModel {
  return (db.models.Admin as AdminModel | undefined) ?? db.model<Admin>('Admin', adminSchema);
}
