import type { Logger } from 'pino';
import type { RevokedSessionsResponse } from '@cardbridge/contracts';
import { internalTokenHeader } from './internal-token';

export interface RevocationListOptions {
  identityUrl: string;
  internalToken: string;
  logger: Logger;
  /** How often identity is asked for newly revoked sessions; the promise of "within ~2 s". */
  intervalMs?: number;
}

export interface RevocationList {
  has: (sid: string) => boolean;
  /** Resolves once the first poll finished (successfully or not). */
  firstSync: Promise<void>;
  /** Polls once now; exposed so tests need not wait for the timer. */
  sync: () => Promise<void>;
  stop: () => void;
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
  const revoked = new Map<string, number>();
  let cursor: string | undefined;
  let failing = false;
  let inFlight: Promise<void> | undefined;

  const pollOnce = async () => {
    const url = new URL('/internal/revoked-sessions', identityUrl);
    if (cursor) url.searchParams.set('since', cursor);
    try {
      const response = await fetch(url, {
        headers: { [internalTokenHeader]: internalToken },
        signal: AbortSignal.timeout(Math.max(intervalMs, 1_500)),
      });
      if (!response.ok) throw new Error(`identity answered ${response.status}`);
      const body = (await response.json()) as RevokedSessionsResponse;
      for (const entry of body.revoked) revoked.set(entry.sid, Date.parse(entry.expiresAt));
      cursor = body.cursor;
      if (failing) logger.info('revoked-session feed restored');
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'revoked-session feed unavailable');
      failing = true;
    }
    const now = Date.now();
    for (const [sid, expiresAt] of revoked) if (expiresAt <= now) revoked.delete(sid);
  };

  const sync = () => {
    inFlight ??= pollOnce().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const firstSync = sync();
  const timer = setInterval(() => void sync(), intervalMs);
  // Polling must never keep a process (or a test run) alive on its own.
  timer.unref();

  return {
    has: (sid) => revoked.has(sid),
    firstSync,
    sync,
    stop: () => clearInterval(timer),
  };
}
