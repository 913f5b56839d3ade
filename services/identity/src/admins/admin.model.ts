import { Schema } from 'mongoose';
import type { Connection, HydratedDocument, Model, Types } from 'mongoose';
import { adminRoles } from '@cardbridge/contracts';
import type { AdminRole } from '@cardbridge/contracts';

/** Admins live apart from users: no public route creates or lists them. */
export interface Admin {
  _id: Types.ObjectId;
  username: string;
  /** Invited admins have one; the configured first owner may not. */
  email?: string | null;
  passwordHash: string;
  /** docs/product.md#admin-roles. Admins stored before roles existed are the configured owner. */
  role: AdminRole;
  /** A disabled admin cannot sign in, and their sessions were ended when disabled. */
  disabled: boolean;
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
    email: { type: String, default: null },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: adminRoles, default: 'owner' },
    disabled: { type: Boolean, default: false },
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

// One admin per email (invitations check it first; this settles two at once). Emails are stored
// lower-cased; the configured owner may have none.
adminSchema.index(
  { email: 1 },
  { unique: true, partialFilterExpression: { email: { $type: 'string' } } },
);

export function adminModel(db: Connection): AdminModel {
  return (db.models.Admin as AdminModel | undefined) ?? db.model<Admin>('Admin', adminSchema);
}
