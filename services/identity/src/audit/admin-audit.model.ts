import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { adminRoles } from '@cardbridge/contracts';
import type { AdminRole } from '@cardbridge/contracts';

/** A sign-in step's outcome; its audit action is `signin.<outcome>`. */
export type AdminLoginOutcome =
  | 'success'
  | 'invalid_credentials'
  | 'disabled'
  | 'locked'
  | 'invalid_request'
  | 'mfa_required'
  | 'mfa_success'
  | 'mfa_invalid'
  | 'recovery_code_used'
  | 'enrolment_required'
  | 'enrolment_started'
  | 'enrolment_completed'
  | 'enrolment_invalid'
  | 'enrolment_password_invalid'
  | 'mfa_reset';

/**
 * One admin action, kept for good (docs/product.md#admin-team): sign-in steps, team changes, and
 * what other services report through their outboxes (status changes, payouts, photo views...).
 */
export interface AdminAuditRecord {
  _id: Types.ObjectId;
  at: Date;
  /** Null for a sign-in attempt naming no admin. */
  adminId: string | null;
  /** The username then (or "(unknown username)"). */
  admin: string;
  role: AdminRole | null;
  action: string;
  target: string | null;
  address: string;
  /** Sign-in steps: the browser's user agent. */
  userAgent?: string;
  /** Entries delivered by another service: the outbox message id, stored once. */
  key?: string;
}

export type AdminAuditModel = Model<AdminAuditRecord>;

/** Thrown by any attempt to change or remove an entry through the model. */
export const appendOnlyMessage = 'The admin audit trail is append-only';

const adminAuditSchema = new Schema<AdminAuditRecord>(
  {
    at: { type: Date, required: true },
    adminId: { type: String, default: null },
    admin: { type: String, required: true },
    role: { type: String, enum: [...adminRoles, null], default: null },
    action: { type: String, required: true },
    target: { type: String, default: null },
    address: { type: String, required: true },
    userAgent: { type: String },
    key: { type: String },
  },
  { collection: 'admin_audit_log', versionKey: false },
);

// Newest first, alone or filtered by who or what (GET /api/admin/audit's keyset paging).
adminAuditSchema.index({ at: -1, _id: -1 });
adminAuditSchema.index({ admin: 1, at: -1, _id: -1 });
adminAuditSchema.index({ action: 1, at: -1, _id: -1 });
adminAuditSchema.index(
  { key: 1 },
  { unique: true, partialFilterExpression: { key: { $type: 'string' } } },
);

// No code path edits or deletes an entry: the model refuses it outright.
for (const operation of [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const) {
  adminAuditSchema.pre(operation, () => {
    throw new Error(appendOnlyMessage);
  });
}

export function adminAuditModel(db: Connection): AdminAuditModel {
  return (
    (db.models.AdminAuditRecord as AdminAuditModel | undefined) ??
    db.model<AdminAuditRecord>('AdminAuditRecord', adminAuditSchema)
  );
}
