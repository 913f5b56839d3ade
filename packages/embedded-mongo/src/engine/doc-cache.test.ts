import { describe, expect, it } from 'vitest';
import { DocCache } from './doc-cache';

describe('DocCache', () => {
  it('keeps the most recently used documents within its byte bound', () => {
    const cache = new DocCache(300);
    cache.set('a', { n: 'a' }, 100);
    cache.set('b', { n: 'b' }, 100);
    cache.set('c', { n: 'c' }, 100);
    expect(cache.get('a')).toEqual({ n: 'a' }); // a is now the most recent
    cache.set('d', { n: 'd' }, 100); // b, the least recent, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    cache.set('big', { n: 'big' }, 301); // larger than the cache: served, not kept
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size.bytes).toBe(300);
  });
});
