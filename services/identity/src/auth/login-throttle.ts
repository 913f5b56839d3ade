import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { LoginThrottle as ThrottleRow, LoginThrottleModel } from './login-throttle.model';
import type { SlowRule, ThrottlePolicy, ThrottleRule } from './throttle-policy';

export interface LoginKeys {
  account: string;
  address: string;
}

/** One attempt that passed the throttle: say how it ended. */
export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export type Limits = Pick<ThrottleRule, 'slowAfter' | 'baseDelayMs' | 'windowMs'> & {
  lockAfter: number;
  lockMs: number;
  maxDelayMs: number;
};

export interface Refusal {
  locked: boolean;
  waitMs: number;
}

const knownAddressesKept = 10;
/** Rounds of compare-and-set one attempt may take against parallel ones before it is refused. */
const maxClaimRounds = 25;

function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(message: string, waitMs: number) {
  return createError(429, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
}

const lockingLimits = (rule: ThrottleRule): Limits => ({ ...rule, maxDelayMs: Infinity });
const slowingLimits = ({ maxPerWindow, ...rule }: SlowRule): Limits => ({
  ...rule,
  lockAfter: maxPerWindow,
  lockMs: 0,
});

/**
 * Counts attempts per key in windows, atomically: an attempt is counted only while the key is
 * under its limit and past its wait, so parallel attempts cannot overrun the limit.
 */
export function createAttemptCounter(model: LoginThrottleModel) {
  /** Starts a new window once the old one is over; a lock in force is kept. */
  const renewWindow = async (id: string, limits: Limits, now: number) => {
    const row = await model.findById(id).lean();
    if (!row) return null;
    const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now;
    if (!locked && row.windowStart.getTime() < now - limits.windowMs) {
      // Conditional on the window read, so parallel renewals reset once, not over new counts.
      await model.updateOne(
        { _id: id, windowStart: row.windowStart },
        {
          $set: { attempts: 0, windowStart: new Date(now), nextAttemptAt: null, lockedUntil: null },
        },
      );
    }
    return row;
  };

  const refusalOf = (row: ThrottleRow | null, limits: Limits, now: number): Refusal => {
    if (row?.lockedUntil && row.lockedUntil.getTime() > now) {
      return { locked: true, waitMs: row.lockedUntil.getTime() - now };
    }
    // Every allowed check is in flight: the lock follows if they fail. A rule that never locks
    // (an account's) refuses until its window ends.
    if (row && row.attempts >= limits.lockAfter) {
      const windowEnd = row.windowStart.getTime() + limits.windowMs - now;
      return { locked: true, waitMs: limits.lockMs > 0 ? limits.lockMs : Math.max(1, windowEnd) };
    }
    return { locked: false, waitMs: Math.max(1, (row?.nextAttemptAt?.getTime() ?? now) - now) };
  };

  const openAt = (at: Date) => ({
    $and: [
      { $or: [{ lockedUntil: null }, { lockedUntil: { $lte: at } }] },
      { $or: [{ nextAttemptAt: null }, { nextAttemptAt: { $lte: at } }] },
    ],
  });

  /** The wait the `attempts`-th attempt imposes on the next one (none before the slow-down). */
  const delayAfter = (attempts: number, limits: Limits) =>
    attempts >= limits.slowAfter
      ? Math.min(limits.baseDelayMs * 2 ** (attempts - limits.slowAfter), limits.maxDelayMs)
      : 0;

  /**
   * Counts one attempt if the key allows it now; otherwise says why not. Reserve-then-check: the
   * count moves only by a conditional $inc, so parallel attempts cannot pass a limit. Well below
   * the slow-down the condition is the count itself; near it, the $inc is conditional on the very
   * count that was judged and sets the next wait in the same write, so of parallel attempts one
   * passes and the others see its wait.
   */
  const claim = async (id: string, limits: Limits, now: number): Promise<Refusal | null> => {
    const at = new Date(now);
    const freeBelow = Math.min(limits.slowAfter, limits.lockAfter) - 1;
    const free = await model.updateOne(
      { _id: id, attempts: { $lt: freeBelow }, ...openAt(at) },
      { $inc: { attempts: 1 } },
    );
    if (free.modifiedCount === 1) return null;

    for (let round = 0; round < maxClaimRounds; round += 1) {
      const row = await model.findById(id).lean();
      const refusal = refusalOf(row, limits, now);
      if (row && (refusal.locked || (row.nextAttemptAt?.getTime() ?? 0) > now)) return refusal;
      const attempts = (row?.attempts ?? 0) + 1;
      const delay = delayAfter(attempts, limits);
      // The wait runs from this write, not from when the attempt arrived.
      const wait = delay > 0 ? { nextAttemptAt: new Date(Date.now() + delay) } : {};
      if (!row) {
        try {
          await model.create({ _id: id, attempts, windowStart: at, ...wait });
          return null;
        } catch (error) {
          // Another attempt made the key first: judge again against its count.
          if (!isDuplicateKeyError(error)) throw error;
          continue;
        }
      }
      const counted = await model.updateOne(
        { _id: id, attempts: row.attempts, ...openAt(at) },
        { $inc: { attempts: 1 }, $set: wait },
      );
      if (counted.modifiedCount === 1) return null;
    }
    // Too contended to judge now: refusing is the safe side of the limit.
    return { locked: false, waitMs: Math.max(1_000, limits.baseDelayMs) };
  };

  const release = (id: string) => model.updateOne({ _id: id }, { $inc: { attempts: -1 } });

  return { renewWindow, claim, release };
}

/**
 * Slows down and locks repeated failed logins (docs/product.md#sign-in-protection). Each attempt
 * is counted atomically BEFORE its password is checked, and only while the key is under its limit,
 * so however many attempts arrive in parallel, at most `lockAfter` passwords are checked per
 * window. A refused attempt is answered 429 with the wait in the message and in Retry-After.
 */
export function createLoginThrottle(model: LoginThrottleModel, policy: ThrottlePolicy) {
  const { renewWindow, claim, release } = createAttemptCounter(model);
  const ids = (keys: LoginKeys) => ({
    pair: `pair:${keys.account}@${keys.address}`,
    address: `address:${keys.address}`,
    account: `account:${keys.account}`,
  });

  const lockIfSpent = async (id: string, rule: ThrottleRule) => {
    const now = Date.now();
    await model.updateOne(
      {
        _id: id,
        attempts: { $gte: rule.lockAfter },
        $or: [{ lockedUntil: null }, { lockedUntil: { $lte: new Date(now) } }],
      },
      { $set: { lockedUntil: new Date(now + rule.lockMs) } },
    );
  };

  /**
   * Admits one attempt (throws 429 when it must not be tried now) and returns it to be settled.
   * The account's own slow-down spares addresses it signed in from before.
   */
  const begin = async (keys: LoginKeys): Promise<LoginAttempt> => {
    const id = ids(keys);
    const now = Date.now();
    const rules: Array<[string, Limits, 'pair' | 'address' | 'account']> = [
      [id.pair, lockingLimits(policy.pair), 'pair'],
      [id.address, lockingLimits(policy.address), 'address'],
    ];
    const accountRow = await renewWindow(id.account, slowingLimits(policy.account), now);
    if (!accountRow?.knownAddresses.includes(keys.address)) {
      rules.push([id.account, slowingLimits(policy.account), 'account']);
    }

    const claimed: string[] = [];
    for (const [key, limits, kind] of rules) {
      if (kind !== 'account') await renewWindow(key, limits, now);
      const refusal = await claim(key, limits, now);
      if (!refusal) {
        claimed.push(key);
        continue;
      }
      await Promise.all(claimed.map(release));
      if (refusal.locked && kind === 'account') {
        throw tooMany(
          `Too many failed sign-in attempts on this account. Try again in ${waitMessage(refusal.waitMs)}.`,
          refusal.waitMs,
        );
      }
      if (refusal.locked && kind === 'pair') {
        throw tooMany(
          `Too many failed login attempts. This account is temporarily locked; try again in ${waitMessage(refusal.waitMs)}.`,
          refusal.waitMs,
        );
      }
      if (refusal.locked) {
        throw tooMany(
          `Too many failed login attempts from your network. Try again in ${waitMessage(refusal.waitMs)}.`,
          refusal.waitMs,
        );
      }
      throw tooMany(
        `Too many failed login attempts. Please wait ${waitMessage(refusal.waitMs)} before trying again.`,
        refusal.waitMs,
      );
    }

    return {
      async failed() {
        await lockIfSpent(id.pair, policy.pair);
        await lockIfSpent(id.address, policy.address);
      },
      async succeeded() {
        // The pair starts afresh; the right password was no failure of the address; the owner
        // is back, so the account's slow-down ends and this address is spared it from now on.
        await model.deleteOne({ _id: id.pair });
        await release(id.address);
        await model.updateOne(
          { _id: id.account },
          {
            $set: { attempts: 0, nextAttemptAt: null },
            $setOnInsert: { windowStart: new Date() },
            $push: { knownAddresses: { $each: [keys.address], $slice: -knownAddressesKept } },
          },
          { upsert: true },
        );
      },
    };
  };

  return { begin };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
