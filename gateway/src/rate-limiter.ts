import type { RateLimit } from './gateway-options.js';

/**
 * nginx's limit_req algorithm (a leaky bucket with `burst` and `nodelay`) for the local gateway:
 * each address's excess drains at the rate and grows by one per accepted request; a request that
 * would push it past the burst is refused and does not count.
 */
export class RateLimiter {
  private readonly excess = new Map<string, { excess: number; at: number }>();
  private readonly perMs: number;

  constructor(private readonly limit: RateLimit) {
    this.perMs = limit.perMinute / 60_000;
  }

  /** True when the request may pass; it then counts. */
  take(key: string, now: number = Date.now()): boolean {
    if (!this.allows(key, now)) return false;
    this.excess.set(key, { excess: this.nextExcess(key, now), at: now });
    if (this.excess.size > 10_000) this.sweep(now);
    return true;
  }

  /** Whether the request would pass, without counting it (a route checks all its zones first). */
  allows(key: string, now: number = Date.now()): boolean {
    return this.nextExcess(key, now) <= this.limit.burst;
  }

  private nextExcess(key: string, now: number): number {
    const entry = this.excess.get(key);
    return entry ? Math.max(0, entry.excess - (now - entry.at) * this.perMs) + 1 : 0;
  }

  /** Forgets addresses whose bucket has drained, so memory stays bounded. */
  private sweep(now: number): void {
    for (const [key, entry] of this.excess) {
      if (entry.excess - (now - entry.at) * this.perMs <= 0) this.excess.delete(key);
    }
  }
}
