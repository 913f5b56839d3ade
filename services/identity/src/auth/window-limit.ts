import { createError } from '@cardbridge/service-kit';
import { createAttemptCounter } from './login-throttle';
import type { LoginThrottleModel } from './login-throttle.model';

export interface WindowLimit {
  /** Actions one key may take per window. */
  perWindow: number;
  windowMs: number;
}

/** A refusal's words, given the wait (e.g. "in 60 minutes"). */
export type RefusalMessage = (waitText: string) => string;

const waitText = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * At most `perWindow` actions per key and window, counted in MongoDB (every identity replica sees
 * the same count) by a conditional increment before the action, so parallel requests cannot pass
 * it. A refusal is 429 with Retry-After and changes nothing.
 */
export function createWindowLimit(model: LoginThrottleModel, limit: WindowLimit) {
  const { renewWindow, claim, release } = createAttemptCounter(model);
  const limits = {
    slowAfter: Infinity,
    lockAfter: limit.perWindow,
    baseDelayMs: 0,
    maxDelayMs: 0,
    lockMs: limit.windowMs,
    windowMs: limit.windowMs,
  };
  return {
    /** Counts one action for `key` or throws 429; `undo` gives it back (a refusal for content). */
    async admit(key: string, message: RefusalMessage): Promise<{ undo: () => Promise<void> }> {
      const now = Date.now();
      const row = await renewWindow(key, limits, now);
      const refusal = await claim(key, limits, now);
      if (refusal) {
        const started = row?.windowStart.getTime() ?? now;
        const waitMs = Math.max(1000, started + limit.windowMs - now);
        throw createError(429, message(waitText(waitMs)), {
          headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
        });
      }
      return { undo: () => release(key).then(() => undefined) };
    },
  };
}

export type WindowLimiter = ReturnType<typeof createWindowLimit>;
