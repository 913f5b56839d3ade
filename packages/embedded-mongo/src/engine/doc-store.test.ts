import { BSON } from 'bson';
import { describe, expect, it } from 'vitest';
import { DocCache } from './doc-cache';
import { DocStore } from './doc-store';

/** A store whose "disk" is a map of BSON, counting its reads. */
function storeOver(disk: Map<string, Uint8Array>) {
  const reads: string[] = [];
  const store = new DocStore(
    'db\u0000c\u0000',
    (id) => {
      reads.push(id);
      return disk.get(id);
    },
    new DocCache(1024 * 1024),
  );
  return { store, reads };
}

describe('DocStore', () => {
  it('keeps a released document as a stub and reads it back once, through the cache', () => {
    const doc = { _id: 'a', files_id: 'f', n: 0, data: 'x'.repeat(20_000) };
    const disk = new Map([['a', BSON.serialize(doc)]]);
    const { store, reads } = storeOver(disk);
    store.set('a', doc);
    store.release('a', disk.get('a')!.byteLength, { _id: 'a', files_id: 'f', n: 0 });
    // Filters and index keys on small fields are answered by the skeleton, without a read.
    expect(store.forKeys('a', ['files_id', 'n'])).toEqual({ _id: 'a', files_id: 'f', n: 0 });
    expect(store.bsonSize('a')).toBe(disk.get('a')!.byteLength);
    expect(reads).toEqual([]);
    expect(store.get('a')).toEqual(doc);
    expect(store.get('a')).toEqual(doc);
    expect(reads).toEqual(['a']);
    expect([...store.values()]).toEqual([doc]);
  });

  it('forgets the cached copy when the document is replaced or deleted', () => {
    const disk = new Map([['a', BSON.serialize({ _id: 'a', v: 1 })]]);
    const { store } = storeOver(disk);
    store.set('a', { _id: 'a', v: 1 });
    store.release('a', 20, { _id: 'a' });
    expect(store.get('a')).toEqual({ _id: 'a', v: 1 });
    store.set('a', { _id: 'a', v: 2 });
    expect(store.get('a')).toEqual({ _id: 'a', v: 2 });
    expect(store.delete('a')).toBe(true);
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
