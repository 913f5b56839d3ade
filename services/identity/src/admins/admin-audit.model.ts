import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

export type AdminLoginOutcome =
  | 'success'
  | 'invalid_credentials'
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

/** One admin login attempt, kept whatever its outcome (docs/product.md#accounts-and-sessions). */
export interface AdminAuditEntry {
  at: Date;
  address: string;
  /** The username tried (never the password). */
  username: string;
  outcome: AdminLoginOutcome;
  userAgent: string;
}

export type AdminAuditModel = Model<AdminAuditEntry>;

const adminAuditSchema = new Schema<AdminAuditEntry>(
  {
    at: { type: Date, required: true, index: true },
    address: { type: String, required: true },
    username: { type: String, default: '' },
    outcome: { type: String, required: true },
    userAgent: { type: String, default: '' },
  },
  { collection: 'admin_audit_log', versionKey: false },
);

export function adminAuditModel(db: Connection): AdminAuditModel {
  return (
    (db.models.AdminAuditEntry as AdminAuditModel | undefined) ??
    db.model<AdminAuditEntry>('AdminAuditEntry', adminAuditSchema)
  );
}
