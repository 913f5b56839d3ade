import createError from 'http-errors';
import type { LoginThrottleModel } from './login-throttle.model';
import type { ThrottlePolicy, ThrottleRule } from './throttle-policy';

export interface LoginKeys {
  account: string;
  address: string;
}

function waitMessage(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(message: string, waitMs: number) {
  return createError(429, message, {
    headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  });
}

/**
 * Slows down and then temporarily locks repeated failed logins, per account and per address.
 * A refused attempt is answered 429 with the wait stated in the message and in Retry-After,
 * before any password is checked, so a lock cannot be probed for the right password.
 */
export function createLoginThrottle(model: LoginThrottleModel, policy: ThrottlePolicy) {
  const idFor = (keys: LoginKeys) => ({
    account: `account:${keys.account}`,
    address: `address:${keys.address}`,
  });

  const waitFor = (
    row: { failures: number; lastFailureAt: Date; lockedUntil: Date | null } | null,
    rule: ThrottleRule,
    now: number,
  ): { locked: boolean; waitMs: number } => {
    if (!row) return { locked: false, waitMs: 0 };
    if (row.lockedUntil && row.lockedUntil.getTime() > now) {
      return { locked: true, waitMs: row.lockedUntil.getTime() - now };
    }
    if (now - row.lastFailureAt.getTime() > rule.windowMs) return { locked: false, waitMs: 0 };
    if (row.failures < rule.slowAfter) return { locked: false, waitMs: 0 };
    const delay = rule.baseDelayMs * 2 ** (row.failures - rule.slowAfter);
    return { locked: false, waitMs: Math.max(0, row.lastFailureAt.getTime() + delay - now) };
  };

  /** Throws 429 when this attempt must not be tried now. */
  const check = async (keys: LoginKeys): Promise<void> => {
    const ids = idFor(keys);
    const rows = await model.find({ _id: { $in: [ids.account, ids.address] } }).lean();
    const now = Date.now();
    const account = waitFor(rows.find((r) => r._id === ids.account) ?? null, policy.account, now);
    const address = waitFor(rows.find((r) => r._id === ids.address) ?? null, policy.address, now);
    if (account.locked) {
      throw tooMany(
        `Too many failed login attempts. This account is temporarily locked; try again in ${waitMessage(account.waitMs)}.`,
        account.waitMs,
      );
    }
    if (address.locked) {
      throw tooMany(
        `Too many failed login attempts from your network. Try again in ${waitMessage(address.waitMs)}.`,
        address.waitMs,
      );
    }
    const waitMs = Math.max(account.waitMs, address.waitMs);
    if (waitMs > 0) {
      throw tooMany(
        `Too many failed login attempts. Please wait ${waitMessage(waitMs)} before trying again.`,
        waitMs,
      );
    }
  };

  const recordOne = async (id: string, rule: ThrottleRule) => {
    const now = new Date();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    // Forget failures from before the window, then count this one atomically.
    await model.updateOne(
      { _id: id, lastFailureAt: { $lt: windowStart } },
      { $set: { failures: 0 } },
    );
    const row = await model.findOneAndUpdate(
      { _id: id },
      { $inc: { failures: 1 }, $set: { lastFailureAt: now } },
      { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
    );
    if (row && row.failures >= rule.lockAfter) {
      await model.updateOne(
        { _id: id },
        { $set: { lockedUntil: new Date(now.getTime() + rule.lockMs) } },
      );
    }
  };

  const recordFailure = async (keys: LoginKeys): Promise<void> => {
    const ids = idFor(keys);
    await recordOne(ids.account, policy.account);
    await recordOne(ids.address, policy.address);
  };

  /** A successful login clears the account's count; the address keeps its own. */
  const recordSuccess = async (keys: LoginKeys): Promise<void> => {
    await model.deleteOne({ _id: idFor(keys).account });
  };

  return { check, recordFailure, recordSuccess };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
