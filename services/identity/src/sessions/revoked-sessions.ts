import type { RevokedSessionsResponse } from '@cardbridge/contracts';
import type { SessionModel } from './session.model';

/**
 * Overlap between polls: a revocation stamped just before a poll but written just after it is
 * still seen by the next one. Services keep a set, so repeats cost nothing.
 */
const overlapMs = 5_000;

/** Revoked sessions whose tokens are still unexpired, revoked at or after `since`. */
export async function revokedSessionsSince(
  { since }: { since: Date | undefined },
  { sessions }: { sessions: SessionModel },
): Promise<RevokedSessionsResponse> {
  const now = new Date();
  const rows = await sessions
    .find(
      { revokedAt: since ? { $gte: since } : { $ne: null }, expiresAt: { $gt: now } },
      { _id: 1, expiresAt: 1 },
    )
    .lean();
  return {
    revoked: rows.map((row) => ({ sid: row._id, expiresAt: row.expiresAt.toISOString() })),
    cursor: new Date(now.getTime() - overlapMs).toISOString(),
  };
}
