import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Recent failed logins of one account or one address. */
export interface LoginThrottle {
  /** `account:<email or admin username>` or `address:<ip>`. */
  _id: string;
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

export type LoginThrottleModel = Model<LoginThrottle>;

const loginThrottleSchema = new Schema<LoginThrottle>(
  {
    _id: { type: String, required: true },
    failures: { type: Number, required: true },
    lastFailureAt: { type: Date, required: true },
    lockedUntil: { type: Date, default: null },
  },
  { collection: 'login_throttles', versionKey: false },
);

export function loginThrottleModel(db: Connection): LoginThrottleModel {
  return (
    (db.models.LoginThrottle as LoginThrottleModel | undefined) ??
    db.model<LoginThrottle>('LoginThrottle', loginThrottleSchema)
  );
}
