import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';

/** Admins live apart from users: no public route creates or lists them. */
export interface Admin {
  _id: Types.ObjectId;
  username: string;
  passwordHash: string;
  lastLoginAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type AdminModel = Model<Admin>;

const adminSchema = new Schema<Admin>(
  {
    username: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    lastLoginAt: { type: Date, default: null },
  },
  { collection: 'admins', timestamps: true },
);

export function adminModel(db: Connection): AdminModel {
  return (db.models.Admin as AdminModel | undefined) ?? db.model<Admin>('Admin', adminSchema);
}
