import type { Logger } from 'pino';
import type { Worker } from '../workers/worker';
import { createSessionAuth } from './session-auth';
import type { SessionGuards } from './require-session';

/**
 * A service's session guards: the ones given (tests pass their own issuer's), or guards verified
 * against identity with the revoked-session poll as a worker for the app to run, so a logout
 * ends the session here within about 2 seconds.
 */
export function guardsOrSessionAuth(
  given: SessionGuards | undefined,
  o: { identityUrl: string; internalToken: string; logger: Logger },
): { guards: SessionGuards; workers: Worker[] } {
  if (given) return { guards: given, workers: [] };
  const sessionAuth = createSessionAuth(o);
  return { guards: sessionAuth, workers: [sessionAuth.worker] };
}

/**
 * Readiness that waits for a model's indexes (unique ones keep data right): true once they are
 * built, or once building them failed, which is logged so an operator can repair the data.
 */
export function readyOnceIndexed(init: Promise<unknown>, logger: Logger, what: string) {
  let settled = false;
  init
    .catch((error: unknown) => logger.error({ err: error }, `${what} indexes not built`))
    .finally(() => (settled = true));
  return () => settled;
}
