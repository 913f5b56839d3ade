import { Schema, Types } from 'mongoose';
import type { Connection, HydratedDocument, Model } from 'mongoose';
import { defaultNotificationPreferences } from '@cardbridge/contracts';
import type { NotificationPreferences } from '@cardbridge/contracts';

/** A stored user (docs/product.md#data) plus the notification preferences identity owns. */
export interface User {
  _id: Types.ObjectId;
  username: string;
  /** Lower-cased username: uniqueness ignores case so "Ana" and "ana" cannot both exist. */
  usernameKey: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  role: string;
  verified: boolean;
  rating: Types.Decimal128;
  reviewCount: number;
  tradeCount: number;
  lastVisit?: Date | null;
  /** The client address the account was signed up from; reviewers see linked accounts by it. */
  registeredFrom?: string | null;
  notifications: NotificationPreferences;
  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export type UserModel = Model<User>;

const notificationsSchema = new Schema<NotificationPreferences>(
  {
    emailNotifications: {
      type: Boolean,
      default: defaultNotificationPreferences.emailNotifications,
    },
    smsNotifications: { type: Boolean, default: defaultNotificationPreferences.smsNotifications },
    submissionUpdates: { type: Boolean, default: defaultNotificationPreferences.submissionUpdates },
    marketingEmails: { type: Boolean, default: defaultNotificationPreferences.marketingEmails },
  },
  { _id: false },
);

const userSchema = new Schema<User>(
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    phoneNumber: { type: String, default: null },
    role: { type: String, default: 'user' },
    verified: { type: Boolean, default: false },
    // Decimal 3,2 kept exact (docs/product.md#data: no binary floating point for stored decimals).
    rating: { type: Schema.Types.Decimal128, default: () => Types.Decimal128.fromString('0.00') },
    reviewCount: { type: Number, default: 0 },
    tradeCount: { type: Number, default: 0 },
    lastVisit: { type: Date, default: null },
    registeredFrom: { type: String, default: null },
    notifications: { type: notificationsSchema, default: () => ({}) },
  },
  { collection: 'users', timestamps: true },
);

// The admin's Users tab pages through users newest first.
userSchema.index({ createdAt: -1, _id: -1 });
// Accounts signed up from one address lately (the linked-accounts signal).
userSchema.index({ registeredFrom: 1, createdAt: -1 });

export function userModel(db: Connection): UserModel {
  return (db.models.User as UserModel | undefined) ?? db.model<User>('User', userSchema);
}
