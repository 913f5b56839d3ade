import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('rate limiter', () => {
  it('lets a burst through at once, then refuses until the bucket drains', () => {
    const limiter = new RateLimiter({ perMinute: 10, burst: 5 });
    const t0 = 1_000_000;
    const first = Array.from({ length: 8 }, () => limiter.take('1.2.3.4', t0));
    expect(first).toEqual([true, true, true, true, true, true, false, false]);
    // One request drains every 6 s at 10 per minute.
    expect(limiter.take('1.2.3.4', t0 + 5_000)).toBe(false);
    expect(limiter.take('1.2.3.4', t0 + 6_000)).toBe(true);
    expect(limiter.take('1.2.3.4', t0 + 6_001)).toBe(false);
  });

  it('counts each client address separately', () => {
    const limiter = new RateLimiter({ perMinute: 10, burst: 0 });
    expect(limiter.take('1.1.1.1', 0)).toBe(true);
    expect(limiter.take('1.1.1.1', 1)).toBe(false);
    expect(limiter.take('2.2.2.2', 1)).toBe(true);
  });

  it('answers whether a request would pass without counting it', () => {
    const limiter = new RateLimiter({ perMinute: 10, burst: 0 });
    expect(limiter.allows('1.1.1.1', 0)).toBe(true);
    expect(limiter.allows('1.1.1.1', 0)).toBe(true);
    expect(limiter.take('1.1.1.1', 0)).toBe(true);
    expect(limiter.allows('1.1.1.1', 1)).toBe(false);
  });
});
