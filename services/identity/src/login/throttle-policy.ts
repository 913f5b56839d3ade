/** How failed logins of one key (an account or an address) are slowed and then locked. */
export interface ThrottleRule {
  /** From this many recent failures on, each further attempt must wait (doubling) first. */
  slowAfter: number;
  /** This many recent failures lock the key. */
  lockAfter: number;
  /** The wait after the `slowAfter`-th failure; doubles with each further failure. */
  baseDelayMs: number;
  lockMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

export interface ThrottlePolicy {
  account: ThrottleRule;
  /** Looser: an office or a carrier NAT puts many people behind one address. */
  address: ThrottleRule;
}

const fifteenMinutes = 15 * 60_000;

export const defaultThrottlePolicy: ThrottlePolicy = {
  account: {
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
};
