import { createError } from '@cardbridge/service-kit';
import { createAttemptCounter } from './login-throttle';
import type { LoginThrottleModel } from './login-throttle.model';

export interface RegistrationLimit {
  /** Accounts one address may create per window. */
  perAddress: number;
  windowMs: number;
}

export const defaultRegistrationLimit: RegistrationLimit = {
  perAddress: 10,
  windowMs: 60 * 60_000,
};

/**
 * Sign-ups per address (docs/product.md#sign-in-protection): a script cannot mint hundreds of
 * accounts from one address. Counted before the account is made; a refused sign-up changes nothing.
 */
export function createRegistrationLimiter(model: LoginThrottleModel, limit: RegistrationLimit) {
  const { renewWindow, claim, release } = createAttemptCounter(model);
  const limits = {
    slowAfter: Infinity,
    lockAfter: limit.perAddress,
    baseDelayMs: 0,
    maxDelayMs: 0,
    lockMs: limit.windowMs,
    windowMs: limit.windowMs,
  };
  return {
    /** Throws 429 when this address made its allowance of accounts lately. */
    async admit(address: string): Promise<{ undo: () => Promise<void> }> {
      const id = `register:${address}`;
      const now = Date.now();
      const row = await renewWindow(id, limits, now);
      const refusal = await claim(id, limits, now);
      if (refusal) {
        const started = row?.windowStart.getTime() ?? now;
        const waitMs = Math.max(1000, started + limit.windowMs - now);
        throw createError(
          429,
          `Too many accounts were created from your network. Try again in ${Math.ceil(waitMs / 60_000)} minutes.`,
          { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
        );
      }
      // A sign-up refused for its content (taken email, bad field) does not use the allowance.
      return { undo: () => release(id).then(() => undefined) };
    },
  };
}

export type RegistrationLimiter = ReturnType<typeof createRegistrationLimiter>;
