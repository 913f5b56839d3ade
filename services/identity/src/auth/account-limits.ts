import type { WindowLimit } from './window-limit';

/**
 * Per-window allowances of account actions beyond sign-in (docs/product.md#limits), counted in
 * MongoDB. Tests lower them; the defaults are far above what a person does.
 */
export interface AccountLimits {
  /** Session renewals from one address. */
  refreshesPerAddress: WindowLimit;
  /** Session renewals of one user, across all their sessions. */
  refreshesPerUser: WindowLimit;
  /** Email changes asked for by one account, and from one address. */
  emailChangesPerAccount: WindowLimit;
  emailChangesPerAddress: WindowLimit;
  /** Sign-up emails sent to one address (a taken one's owner is told each time). */
  signUpsPerEmail: WindowLimit;
}

const oneHour = 60 * 60_000;

export const defaultAccountLimits: AccountLimits = {
  refreshesPerAddress: { perWindow: 120, windowMs: oneHour },
  refreshesPerUser: { perWindow: 60, windowMs: oneHour },
  emailChangesPerAccount: { perWindow: 5, windowMs: oneHour },
  emailChangesPerAddress: { perWindow: 20, windowMs: oneHour },
  signUpsPerEmail: { perWindow: 3, windowMs: oneHour },
};
