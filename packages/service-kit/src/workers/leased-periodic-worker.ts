import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { createLeases, LeaseLostError } from './lease';
import type { Lease, Leases } from './lease';
import { periodicWorker } from './periodic-worker';
import type { PeriodicWorker } from './periodic-worker';

export interface LeasedPeriodicWorkerOptions {
  /** Names the worker and its lease: one lease per job across every replica. */
  name: string;
  db: Connection;
  logger: Logger;
  /** Cluster-wide: the job starts about once per interval, whatever the number of replicas. */
  intervalMs: number;
  /**
   * How long the holder may go without renewing before another replica takes the job over
   * (after a crash, or a stall). Longer than the gap between two of the job's writes.
   */
  leaseMs?: number;
  /** One round; call `lease.renew()` before each write (it throws once the lease is lost). */
  run: (lease: Lease) => Promise<void>;
  /** Leases to use (tests: a second holder in the same process). */
  leases?: Leases;
}

/**
 * A periodic job that runs once per interval across the cluster: every replica ticks, the one
 * that takes the MongoDB lease runs the round and then holds the lease until the next round is
 * due, so the others' ticks find it taken. A holder that dies is replaced when its lease ends.
 */
export function leasedPeriodicWorker({
  name,
  db,
  logger,
  intervalMs,
  leaseMs = 30_000,
  run,
  leases = createLeases(db),
}: LeasedPeriodicWorkerOptions): PeriodicWorker {
  const log = logger.child({ worker: name });
  return periodicWorker({
    name,
    intervalMs,
    run: async () => {
      const startedAt = Date.now();
      let lease: Lease | undefined;
      try {
        lease = await leases.acquire(name, leaseMs);
        if (!lease) return; // another replica runs it this interval
        await run(lease);
        await lease.holdUntil(new Date(startedAt + intervalMs));
      } catch (error) {
        if (error instanceof LeaseLostError) {
          log.warn('lease lost mid-round; the new holder carries on');
        } else {
          log.error({ err: error }, `${name} round failed; it runs again later`);
          // The lease is left to run out: the next round is due in one ttl at the latest.
        }
      }
    },
  });
}
