import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { adminRoles } from '@cardbridge/contracts';
import type { AdminRole } from '@cardbridge/contracts';

/** An owner's invitation to join the admin team (docs/product.md#admin-team). */
export interface AdminInvitation {
  _id: Types.ObjectId;
  /** sha256 of the link's token: a database reader cannot open the link. */
  tokenHash: string;
  username: string;
  email: string;
  role: AdminRole;
  /** The inviting owner's username. */
  invitedBy: string;
  expiresAt: Date;
  /** Set when the link is used: it works once. */
  acceptedAt: Date | null;
  createdAt: Date;
}

export type AdminInvitationModel = Model<AdminInvitation>;

/** Expired invitations stay a while, so their link says "expired" rather than "invalid". */
const keptAfterExpirySeconds = 30 * 24 * 60 * 60;

const adminInvitationSchema = new Schema<AdminInvitation>(
  {
    tokenHash: { type: String, required: true, unique: true },
    username: { type: String, required: true },
    email: { type: String, required: true },
    role: { type: String, enum: adminRoles, required: true },
    invitedBy: { type: String, required: true },
    expiresAt: { type: Date, required: true, expires: keptAfterExpirySeconds },
    acceptedAt: { type: Date, default: null },
  },
  { collection: 'admin_invitations', timestamps: { createdAt: true, updatedAt: false } },
);

export function adminInvitationModel(db: Connection): AdminInvitationModel {
  return (
    (db.models.AdminInvitation as AdminInvitationModel | undefined) ??
    db.model<AdminInvitation>('AdminInvitation', adminInvitationSchema)
  );
}
