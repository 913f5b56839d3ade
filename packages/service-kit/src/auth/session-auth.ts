import type { Logger } from 'pino';
import { createRevocationList } from './revocation-list';
import type { RevocationList } from './revocation-list';
import { sessionGuards } from './require-session';
import type { SessionGuards } from './require-session';
import { createSessionVerifier, remoteSessionKeys } from './session-verifier';
import type { SessionVerifier } from './session-verifier';
import type { Worker } from '../workers/worker';

export interface SessionAuthOptions {
  /** identity's base URL (`IDENTITY_URL`). */
  identityUrl: string;
  /** `INTERNAL_TOKEN`, for the revoked-session feed. */
  internalToken: string;
  logger: Logger;
  /** Revocation poll period; 2 s by default. */
  pollIntervalMs?: number;
}

export interface SessionAuth extends SessionGuards {
  verify: SessionVerifier;
  revocations: RevocationList;
  /** The revocation poll: list it in the app's workers so `runService` starts and stops it. */
  worker: Worker;
}

/**
 * Session checking for a service other than identity: tokens are verified locally against
 * identity's JWKS (cached) and against a locally held list of revoked sessions that is refreshed
 * every 2 s by its worker, so a request costs no network hop and a logout is honoured everywhere
 * within ~2 s.
 */
export function createSessionAuth({
  identityUrl,
  internalToken,
  logger,
  pollIntervalMs,
}: SessionAuthOptions): SessionAuth {
  const revocations = createRevocationList({
    identityUrl,
    internalToken,
    logger,
    ...(pollIntervalMs ? { intervalMs: pollIntervalMs } : {}),
  });
  const verify = createSessionVerifier({
    keys: remoteSessionKeys(identityUrl),
    // Until the first poll answered, a revoked session could slip through: wait for it.
    isRevoked: async (sid) => {
      await revocations.fresh();
      return revocations.has(sid);
    },
  });
  return { ...sessionGuards(verify), verify, revocations, worker: revocations.worker };
}
