import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/** Recent login attempts of one key: a pair (account and address), an address or an account. */
export interface LoginThrottle {
  /** `pair:<account>@<ip>`, `address:<ip>` or `account:<email or admin username>`. */
  _id: string;
  /** Attempts counted in the current window, each counted before its password is checked. */
  attempts: number;
  windowStart: Date;
  /** No password is checked for this key before then (the slow-down). */
  nextAttemptAt: Date | null;
  lockedUntil: Date | null;
  /** Accounts only: addresses it signed in from lately, spared the account's slow-down. */
  knownAddresses: string[];
}

export type LoginThrottleModel = Model<LoginThrottle>;

const loginThrottleSchema = new Schema<LoginThrottle>(
  {
    _id: { type: String, required: true },
    attempts: { type: Number, required: true, default: 0 },
    windowStart: { type: Date, required: true },
    nextAttemptAt: { type: Date, default: null },
    lockedUntil: { type: Date, default: null },
    knownAddresses: { type: [String], default: [] },
  },
  { collection: 'login_throttles', versionKey: false },
);
// Every window and lock lasts an hour at most, and each attempt after a window ends starts a new
// one: a row whose window began a week ago holds nothing in force, only an account's addresses
// "lately" (docs/product.md#sign-in-protection). Removed then, so the collection stays bounded.
loginThrottleSchema.index(
  { windowStart: 1 },
  { expireAfterSeconds: 7 * 24 * 3600, name: 'kept_a_week_after_its_window' },
);

export function loginThrottleModel(db: Connection): LoginThrottleModel {
  return (
    (db.models.LoginThrottle as LoginThrottleModel | undefined) ??
    db.model<LoginThrottle>('LoginThrottle', loginThrottleSchema)
  );
}
