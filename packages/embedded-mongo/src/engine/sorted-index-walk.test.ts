import { describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { indexWalkForSort } from './query-planner';
import { countMatching, selectDocuments } from './select';
import { normalizeIndexSpec } from '../indexes/index-spec';
import { idKeyOf } from '../indexes/key-encoding';
import { sortDocuments } from '../query/sort';
import type { Doc } from '../query/values';
import type { WalOp } from '../storage/types';

const statuses = ['pending', 'processing', 'completed'];

/** Submissions-like rows: many share a createdAt, so the _id tie-break matters. */
function queue(n: number): Collection {
  const coll = new Collection('db', 'q');
  const ops: WalOp[] = [];
  coll.addIndex(normalizeIndexSpec({ key: { status: 1, createdAt: -1, _id: -1 } }), ops);
  coll.addIndex(normalizeIndexSpec({ key: { createdAt: -1, _id: -1 } }), ops);
  for (let i = 0; i < n; i++) {
    coll.insert(
      { _id: i, status: statuses[i % 3], createdAt: new Date(1_000 * Math.floor(i / 4)) },
      ops,
    );
  }
  return coll;
}

/** What the in-memory sort of every match says: the oracle the index walk must equal. */
function oracle(coll: Collection, filter: Doc, sort: Doc, limit: number): unknown[] {
  const all = [...coll.docs.values()].filter((d) =>
    Object.entries(filter).every(([k, v]) => d[k] === v),
  );
  return sortDocuments(all, sort as never, undefined)
    .slice(0, limit)
    .map((d) => d._id);
}

const firstIds = (coll: Collection, filter: Doc, sort: Doc, limit: number) =>
  [...selectDocuments(coll, { filter, sort })].slice(0, limit).map((d) => d._id);

describe('sorted walks of a compound index', () => {
  it('picks the index whose key is the equality fields then the sort, in either direction', () => {
    const coll = queue(10);
    const newest = { createdAt: -1, _id: -1 };
    expect(indexWalkForSort(coll, { status: 'pending' }, newest)).toMatchObject({
      direction: 1,
      prefix: ['pending'],
    });
    expect(indexWalkForSort(coll, {}, { createdAt: 1, _id: 1 })).toMatchObject({
      direction: -1,
      prefix: [],
    });
    expect(indexWalkForSort(coll, {}, { createdAt: -1, _id: 1 })).toBeUndefined();
    expect(indexWalkForSort(coll, {}, { status: 1 })?.prefix).toEqual([]);
  });

  it('answers exactly what sorting every match answers, for a filter prefix and for none', () => {
    const coll = queue(5_000);
    for (const [filter, sort] of [
      [{ status: 'processing' }, { createdAt: -1, _id: -1 }],
      [{}, { createdAt: -1, _id: -1 }],
      [{}, { createdAt: 1, _id: 1 }],
      [{ status: 'completed' }, { createdAt: 1, _id: 1 }],
    ] as [Doc, Doc][]) {
      expect(firstIds(coll, filter, sort, 60)).toEqual(oracle(coll, filter, sort, 60));
    }
  });

  it('stays in order through inserts, updates and deletes after the first walk', () => {
    const coll = queue(2_000);
    const sort = { createdAt: -1, _id: -1 };
    firstIds(coll, { status: 'pending' }, sort, 10); // builds the sorted views
    const ops: WalOp[] = [];
    for (let i = 2_000; i < 2_300; i++) {
      coll.insert({ _id: i, status: statuses[i % 3], createdAt: new Date(7 * i) }, ops);
    }
    for (let i = 0; i < 2_300; i += 7) coll.remove(idKeyOf(i), ops);
    for (let i = 1; i < 2_300; i += 11) {
      const doc = coll.docs.get(idKeyOf(i));
      if (doc)
        coll.replace(idKeyOf(i), { ...doc, status: 'pending', createdAt: new Date(3 * i) }, ops);
    }
    for (const filter of [{ status: 'pending' }, {}]) {
      expect(firstIds(coll, filter, sort, 100)).toEqual(oracle(coll, filter, sort, 100));
    }
  });

  it('reads only the page from the index, not every match', () => {
    const coll = queue(20_000);
    const walk = indexWalkForSort(coll, { status: 'pending' }, { createdAt: -1, _id: -1 })!;
    const ids = walk.index.idsInKeyOrder(walk.direction, walk.prefix);
    const first = [...take(ids, 3)].map((id) => coll.docs.get(id)!);
    expect(first.every((d) => d.status === 'pending')).toBe(true);
    expect((first[0]!.createdAt as Date).getTime()).toBeGreaterThanOrEqual(
      (first[2]!.createdAt as Date).getTime(),
    );
  });
});

describe('counting from the catalogue and indexes', () => {
  it('counts all, one indexed equality, and anything else exactly as the matches', () => {
    const coll = queue(3_000);
    const ops: WalOp[] = [];
    coll.insert({ _id: 'arr', status: ['processing', 'x'], createdAt: new Date(5) }, ops);
    coll.remove(idKeyOf(4), ops);
    const byScan = (filter: Doc) => [...selectDocuments(coll, { filter })].length;
    expect(countMatching(coll, undefined)).toBe(3_000);
    expect(countMatching(coll, {})).toBe(byScan({}));
    for (const status of ['pending', 'processing', 'completed', 'lost']) {
      expect(countMatching(coll, { status })).toBe(byScan({ status }));
    }
    expect(countMatching(coll, { status: 'processing' })).toBe(1_000);
    const at = new Date(1_000);
    expect(countMatching(coll, { createdAt: at })).toBe(byScan({ createdAt: at }));
    expect(countMatching(coll, { status: 'pending', _id: 3 })).toBe(1);
  });
});

function* take<T>(it: Iterable<T>, n: number): Iterable<T> {
  if (n <= 0) return;
  for (const v of it) {
    yield v;
    if (--n <= 0) return;
  }
}
