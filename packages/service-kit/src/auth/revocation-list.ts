import type { Logger } from 'pino';
import { internalRoutes } from '@cardbridge/api-routes';
import { createInternalClient } from '../internal-client/internal-client';
import { periodicWorker } from '../workers/periodic-worker';
import type { Worker } from '../workers/worker';

export interface RevocationListOptions {
  identityUrl: string;
  internalToken: string;
  logger: Logger;
  /** How often identity is asked for newly revoked sessions; the promise of "within ~2 s". */
  intervalMs?: number;
}

export interface RevocationList {
  has: (sid: string) => boolean;
  /**
   * Resolves once the list is fresh enough to answer: after the first poll while the worker
   * runs; without the worker (an app built outside `runService`), after a poll whenever the
   * last one is older than the interval, so logouts are still honoured.
   */
  fresh: () => Promise<void>;
  /** Polls once now; exposed so tests need not wait for the timer. */
  sync: () => Promise<void>;
  /** The poll, as a background worker for `runService` to start and stop. */
  worker: Worker;
}

/**
 * A local copy of the revoked session ids, kept fresh by polling identity's internal
 * `GET /internal/revoked-sessions?since=<cursor>`. Entries are dropped once their token would
 * have expired anyway, so the set stays as small as the number of recent logouts.
 * While identity is unreachable the last known set stays in force (tokens still verify
 * locally); the outage is logged once, not on every poll.
 */
export function createRevocationList({
  identityUrl,
  internalToken,
  logger,
  intervalMs = 2_000,
}: RevocationListOptions): RevocationList {
  const identity = createInternalClient({
    service: 'identity',
    baseUrl: identityUrl,
    internalToken,
    timeoutMs: Math.max(intervalMs, 1_500),
  });
  const revoked = new Map<string, number>();
  let cursor: string | undefined;
  let failing = false;
  let lastPollAt = 0;
  let polled: Promise<void> | undefined;
  let inFlight: Promise<void> | undefined;
  let running = false;

  const pollOnce = async () => {
    try {
      const body = await identity.get(internalRoutes.revokedSessions, {
        query: { since: cursor },
      });
      for (const entry of body.revoked) revoked.set(entry.sid, Date.parse(entry.expiresAt));
      cursor = body.cursor;
      if (failing) logger.info('revoked-session feed restored');
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'revoked-session feed unavailable');
      failing = true;
    }
    lastPollAt = Date.now();
    for (const [sid, expiresAt] of revoked) if (expiresAt <= lastPollAt) revoked.delete(sid);
  };

  const sync = () => {
    inFlight ??= pollOnce().finally(() => {
      inFlight = undefined;
    });
    polled ??= inFlight;
    return inFlight;
  };

  const poll = periodicWorker({ name: 'revoked-session poll', run: sync, intervalMs });

  return {
    has: (sid) => revoked.has(sid),
    fresh: async () => {
      if (running) {
        await (polled ?? sync());
        return;
      }
      if (Date.now() - lastPollAt >= intervalMs) await sync();
    },
    sync,
    worker: {
      name: poll.name,
      start: () => {
        running = true;
        poll.start();
      },
      stop: async () => {
        running = false;
        await poll.stop();
        await inFlight;
      },
    },
  };
}
