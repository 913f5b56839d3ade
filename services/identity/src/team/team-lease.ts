import { randomUUID } from 'node:crypto';
import { createError, createLeases, leasesCollection } from '@cardbridge/service-kit';
import type { Connection, Lease } from '@cardbridge/service-kit';

const job = 'admin-team-change';
const ttlMs = 10_000;
const waitMs = 3_000;
const pollMs = 25;

/**
 * One team change at a time, across requests and replicas: the last-owner rule reads the other
 * owners and then writes, and two owners demoting each other at once must not both pass it
 * (standalone MongoDB has no transactions). Each call is its own holder; the lease's ttl frees
 * it if a process dies holding it.
 */
export async function withTeamLease<T>(
  db: Connection,
  change: (lease: Lease) => Promise<T>,
): Promise<T> {
  const leases = createLeases(db, `team-change:${randomUUID()}`);
  const giveUpAt = Date.now() + waitMs;
  let lease = await leases.acquire(job, ttlMs);
  while (!lease) {
    if (Date.now() > giveUpAt)
      throw createError(409, 'Another team change is under way. Try again.');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    lease = await leases.acquire(job, ttlMs);
  }
  try {
    return await change(lease);
  } finally {
    // Released by removing it (only if still ours): a refused change leaves nothing stored.
    await db
      .collection<{ _id: string; token: string }>(leasesCollection)
      .deleteOne({ _id: job, token: lease.token });
  }
}
