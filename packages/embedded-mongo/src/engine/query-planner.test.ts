import { describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { indexForSort } from './query-planner';
import { normalizeIndexSpec } from '../indexes/index-spec';
import type { WalOp } from '../storage/types';

function collectionOf(n: number): Collection {
  const coll = new Collection('db', 'c');
  const ops: WalOp[] = [];
  for (let i = 0; i < n; i++) coll.insert({ _id: i, k: i % 100, s: `s${i}` }, ops);
  coll.addIndex(normalizeIndexSpec({ key: { k: 1 } }), ops);
  return coll;
}

const count = (it: Iterable<unknown>) => [...it].length;

describe('query planner', () => {
  const coll = collectionOf(10_000);

  it('reads only the index matches for equality on an indexed field', () => {
    expect(count(coll.candidates({ k: 42 }))).toBe(100);
    expect(count(coll.candidates({ k: { $in: [1, 2] } }))).toBe(200);
  });

  it('reads only the index range for a range on an indexed field', () => {
    expect(count(coll.candidates({ k: { $gte: 10, $lt: 13 } }))).toBe(300);
    expect(count(coll.candidates({ k: { $gt: 98 } }))).toBe(100);
  });

  it('uses an index for a condition inside $and', () => {
    expect(count(coll.candidates({ $and: [{ s: { $exists: true } }, { k: 7 }] }))).toBe(100);
  });

  it('reads the union of index lookups for an $or whose branches are all indexed', () => {
    expect(count(coll.candidates({ $or: [{ k: 1 }, { _id: 5 }, { k: { $gte: 98 } }] }))).toBe(301);
    expect(count(coll.candidates({ $or: [{ k: 1 }, { s: 's5' }] }))).toBe(10_000);
  });

  it('offers an index for a single-key sort only when no index narrows the filter', () => {
    expect(indexForSort(coll, { k: -1 })?.direction).toBe(-1);
    expect(indexForSort(coll, { s: 1 })).toBeUndefined();
    expect(indexForSort(coll, { k: 1, s: 1 })).toBeUndefined();
    const first = coll.indexes.get('k_1')!.idsInOrder(-1).next().value;
    expect(coll.docs.get(first!)?.k).toBe(99);
  });

  it('goes straight to the document for _id equality', () => {
    expect(count(coll.candidates({ _id: 5 }))).toBe(1);
  });

  it('scans when no index applies', () => {
    expect(count(coll.candidates({ s: 's5' }))).toBe(10_000);
  });
});
