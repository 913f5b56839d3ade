import type { Catalog } from './catalog';
import type { WalOp } from '../storage/types';
import { pathValues } from '../indexes/path-values';

/** mongod checks every 60 s; tests want TTL to be observable quickly, so we check every second. */
export const TTL_INTERVAL_MS = 1000;

/**
 * Deletes documents whose TTL-indexed date (the earliest one, for arrays) is older than the
 * index's `expireAfterSeconds`. Documents without a date in that field never expire.
 */
export class TtlMonitor {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly catalog: Catalog,
    private readonly commit: (ops: WalOp[]) => Promise<void>,
    private readonly intervalMs = TTL_INTERVAL_MS,
  ) {}

  start(): void {
    // A failed commit is recorded and reported by the server; the sweep just stops for this tick.
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One pass over every TTL index; returns how many documents were removed. */
  async sweep(now = Date.now()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const ops: WalOp[] = [];
      let removed = 0;
      for (const colls of this.catalog.databases.values()) {
        for (const coll of colls.values()) {
          for (const index of coll.indexes.values()) {
            const ttl = index.spec.expireAfterSeconds;
            if (ttl === undefined || index.fields.length !== 1) continue;
            const path = index.fields[0]![0];
            const cutoff = now - ttl * 1000;
            for (const [id, doc] of [...coll.docs]) {
              const dates = pathValues(doc, path).filter((v): v is Date => v instanceof Date);
              if (dates.length && Math.min(...dates.map((d) => d.getTime())) <= cutoff) {
                coll.remove(id, ops);
                removed++;
              }
            }
          }
        }
      }
      if (ops.length) await this.commit(ops);
      return removed;
    } finally {
      this.running = false;
    }
  }
}
