import type { LoginThrottleModel } from './login-throttle.model';
import { createWindowLimit } from './window-limit';

export interface RegistrationLimit {
  /** Accounts one address may create per window. */
  perAddress: number;
  windowMs: number;
}

/**
 * Sign-ups per address (docs/product.md#sign-in-protection): a script cannot mint hundreds of
 * accounts from one address. Counted before the account is made; a refused sign-up changes nothing.
 */
export function createRegistrationLimiter(model: LoginThrottleModel, limit: RegistrationLimit) {
  const perAddress = createWindowLimit(model, {
    perWindow: limit.perAddress,
    windowMs: limit.windowMs,
  });
  return {
    /** Throws 429 when this address made its allowance of accounts lately. */
    admit: (address: string) =>
      perAddress.admit(
        `register:${address}`,
        (wait) => `Too many accounts were created from your network. Try again in ${wait}.`,
      ),
  };
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;
