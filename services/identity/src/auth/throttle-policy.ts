/** How failed logins of one key are slowed and then locked. */
export interface ThrottleRule {
  /** From this many recent attempts on, each further attempt must wait (doubling) first. */
  slowAfter: number;
  /** At most this many passwords are checked per window; then the key is locked. */
  lockAfter: number;
  /** The wait after the `slowAfter`-th attempt; doubles with each further one. */
  baseDelayMs: number;
  lockMs: number;
  /** Attempts older than this are forgotten. */
  windowMs: number;
}

/**
 * Slows an account down without ever locking it, so strangers cannot keep its owner out: it applies
 * only to addresses the account never signed in from.
 */
export interface SlowRule {
  slowAfter: number;
  baseDelayMs: number;
  /** The longest wait between two password checks of the account. */
  maxDelayMs: number;
  /** At most this many secrets (passwords, codes) are checked per window; then refused until it ends. */
  maxPerWindow: number;
  windowMs: number;
}

/**
 * Three keys per attempt (docs/product.md#sign-in-protection):
 * - `pair`, one account from one address: slowed, then locked. A stranger's guesses lock only the
 *   stranger's own address out of that account.
 * - `address`, every account from one address (password spraying): slowed, then locked; looser,
 *   since an office or a carrier NAT puts many people behind one address.
 * - `account`, one account from every address (a botnet): slowed, capped at 100 checks an hour
 *   (ASVS 2.2.1; admin codes included), never locked, and not at all from an address the account
 *   signed in from before.
 */
export interface ThrottlePolicy {
  pair: ThrottleRule;
  address: ThrottleRule;
  account: SlowRule;
}

const fifteenMinutes = 15 * 60_000;
const oneHour = 60 * 60_000;

export const defaultThrottlePolicy: ThrottlePolicy = {
  pair: {
    slowAfter: 3,
    lockAfter: 5,
    baseDelayMs: 1_000,
    lockMs: fifteenMinutes,
    windowMs: fifteenMinutes,
  },
  address: {
    slowAfter: 10,
    lockAfter: 30,
    baseDelayMs: 1_000,
    lockMs: fifteenMinutes,
    windowMs: fifteenMinutes,
  },
  account: {
    slowAfter: 20,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxPerWindow: 100,
    windowMs: oneHour,
  },
};
