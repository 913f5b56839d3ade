import { Counter, isHttpError } from '@cardbridge/service-kit';
import type { Registry } from '@cardbridge/service-kit';

/** Whose sign-in: a seller's (by email) or an admin's (by username). */
type Account = 'user' | 'admin';

/** Counters of sign-in trouble (docs/product.md#metrics): a surge is guessing or an outage. */
export interface SignInMetrics {
  /** A wrong email, username or password. */
  failed: (account: Account) => void;
  /** An attempt the sign-in protection refused (429, slowed down or locked); other errors pass. */
  refused: (account: Account, error: unknown) => void;
}

export function signInMetrics(registry: Registry): SignInMetrics {
  const failed = new Counter({
    name: 'cardbridge_failed_sign_ins_total',
    help: 'Sign-ins refused for a wrong email, username or password.',
    labelNames: ['account'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'cardbridge_sign_in_lockouts_total',
    help: 'Sign-in attempts refused by the sign-in protection (slowed down or locked, 429).',
    labelNames: ['account'] as const,
    registers: [registry],
  });
  return {
    failed: (account) => failed.inc({ account }),
    refused: (account, error) => {
      if (isHttpError(error) && error.status === 429) lockouts.inc({ account });
    },
  };
}
