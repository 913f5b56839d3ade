import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Connection } from 'mongoose';

/** The `leases` collection: one document per cluster-wide job. */
export const leasesCollection = 'leases';

interface LeaseDoc {
  /** The job's name. */
  _id: string;
  /** Which worker holds it (host, pid, instance): for logs and for its own re-acquire. */
  holder: string;
  /** Nobody else takes it before this time. */
  until: Date;
  /** New on every acquire: a write fenced by it is refused once someone else took the lease. */
  token: string;
}

/** Thrown by `renew` when the lease ran out and someone else took it: stop, write nothing. */
export class LeaseLostError extends Error {
  constructor(readonly job: string) {
    super(`lease on "${job}" was lost`);
    this.name = 'LeaseLostError';
  }
}

/** A lease held on a job; valid for `ttlMs` after its acquire or last `renew`. */
export interface Lease {
  readonly job: string;
  readonly token: string;
  /**
   * Check-and-renew: extends the lease by its ttl if it is still ours, else throws
   * `LeaseLostError`. Call it before each write the job makes; the write is then safe for one
   * more ttl, so a holder that stalled past its lease cannot clobber the next holder's work.
   */
  renew: () => Promise<void>;
  /** Keeps nobody else from taking the job before `until` (the next run's time), if still ours. */
  holdUntil: (until: Date) => Promise<void>;
}

export interface Leases {
  /** The job's lease, or undefined when another holder has it and its lease has not run out. */
  acquire: (job: string, ttlMs: number) => Promise<Lease | undefined>;
}

const duplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * Cluster-wide leases in MongoDB, so a job runs on one replica at a time. The times come from
 * each process's clock: replicas share a host (or NTP), and the ttl is far above any skew.
 */
export function createLeases(
  db: Connection,
  holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
): Leases {
  const leases = () => db.collection<LeaseDoc>(leasesCollection);

  return {
    async acquire(job, ttlMs) {
      const now = new Date();
      const token = randomUUID();
      try {
        // Upsert: a job never run has no document; one held by someone else makes the upsert's
        // insert collide on `_id`, which is the "taken" answer.
        const taken = await leases().findOneAndUpdate(
          { _id: job, $or: [{ until: { $lte: now } }, { holder }] },
          { $set: { holder, until: new Date(now.getTime() + ttlMs), token } },
          { upsert: true, returnDocument: 'after' },
        );
        if (taken?.token !== token) return undefined;
      } catch (error) {
        if (duplicateKey(error)) return undefined;
        throw error;
      }
      const mine = { _id: job, token };
      return {
        job,
        token,
        async renew() {
          const result = await leases().updateOne(mine, {
            $set: { until: new Date(Date.now() + ttlMs) },
          });
          if (result.matchedCount !== 1) throw new LeaseLostError(job);
        },
        async holdUntil(until) {
          await leases().updateOne(mine, { $set: { until } });
        },
      };
    },
  };
}
