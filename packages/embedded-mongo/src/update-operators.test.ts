import { Double, Long, type Collection, type Document } from 'mongodb';

interface Item {
  _id?: number | string;
  [field: string]: unknown;
}
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

describe('update command', () => {
  let t: TestDatabase;
  let items: Collection<Item>;

  beforeAll(async () => {
    t = await openTestDatabase('em_update');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    items = t.db.collection<Item>('items');
    await items.deleteMany({});
  });

  it('updates the array element matched by the positional $ operator', async () => {
    await items.insertOne({
      _id: 1,
      lines: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
      ],
    });
    await items.updateOne({ _id: 1, 'lines.sku': 'b' }, { $inc: { 'lines.$.qty': 4 } } as Document);
    expect((await items.findOne({ _id: 1 }))?.lines).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
    ]);
  });

  it('updates only the elements selected by arrayFilters', async () => {
    await items.insertOne({ _id: 1, grades: [{ v: 50 }, { v: 90 }, { v: 40 }] });
    await items.updateOne(
      { _id: 1 },
      { $set: { 'grades.$[low].v': 60 } },
      { arrayFilters: [{ 'low.v': { $lt: 60 } }] },
    );
    expect((await items.findOne({ _id: 1 }))?.grades).toEqual([{ v: 60 }, { v: 90 }, { v: 60 }]);
  });

  it('applies $setOnInsert only when an upsert inserts', async () => {
    const first = await items.updateOne(
      { key: 'k' },
      { $set: { n: 1 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    await items.updateOne(
      { key: 'k' },
      { $set: { n: 2 }, $setOnInsert: { createdBy: 'again' } },
      { upsert: true },
    );
    const docs = await items.find({}, { projection: { _id: 0 } }).toArray();
    expect(docs).toEqual([{ key: 'k', n: 2, createdBy: 'upsert' }]);
  });

  it('updates every match with multi and reports matched and modified counts', async () => {
    await items.insertMany([{ g: 1 }, { g: 1, done: true }, { g: 2 }]);
    const res = await items.updateMany({ g: 1 }, { $set: { done: true } });
    expect([res.matchedCount, res.modifiedCount]).toEqual([2, 1]);
  });

  it('replaces a whole document but keeps its _id', async () => {
    await items.insertOne({ _id: 7, a: 1, b: 2 });
    await items.replaceOne({ _id: 7 }, { c: 3 });
    expect(await items.findOne({ _id: 7 })).toEqual({ _id: 7, c: 3 });
  });

  it('runs pipeline-style updates', async () => {
    await items.insertOne({ _id: 1, price: 10, qty: 3 });
    await items.updateOne({ _id: 1 }, [
      { $set: { total: { $multiply: ['$price', '$qty'] } } },
      { $unset: 'qty' },
    ]);
    expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1, price: 10, total: 30 });
  });

  it('applies the array and arithmetic operators', async () => {
    await items.insertOne({ _id: 1, tags: ['b'], n: 5, hi: 1, gone: true, old: 'x' });
    await items.updateOne({ _id: 1 }, {
      $push: { tags: { $each: ['c', 'a'], $sort: 1 } },
      $mul: { n: 2 },
      $max: { hi: 9 },
      $unset: { gone: '' },
      $rename: { old: 'renamed' },
      $addToSet: { set: 'x' },
      $currentDate: { at: true },
    } as Document);
    const doc = await items.findOne({ _id: 1 });
    expect(doc).toMatchObject({ tags: ['a', 'b', 'c'], n: 10, hi: 9, renamed: 'x', set: ['x'] });
    expect(doc?.gone).toBeUndefined();
    expect(doc?.at).toBeInstanceOf(Date);
    await items.updateOne({ _id: 1 }, { $pull: { tags: 'b' }, $pop: { set: 1 } } as Document);
    expect(await items.findOne({ _id: 1 }, { projection: { tags: 1, set: 1, _id: 0 } })).toEqual({
      tags: ['a', 'c'],
      set: [],
    });
  });

  it('sets a Date or a Timestamp with $currentDate', async () => {
    await items.insertOne({ _id: 1 });
    await items.updateOne({ _id: 1 }, {
      $currentDate: { d: true, t: { $type: 'timestamp' } },
    } as Document);
    const doc = await items.findOne({ _id: 1 });
    expect(doc?.d).toBeInstanceOf(Date);
    expect((doc?.t as { _bsontype?: string })?._bsontype).toBe('Timestamp');
  });

  it('upserts the query equality fields and a replacement _id', async () => {
    await items.updateOne({ _id: 'fixed', kind: 'x' }, { $set: { v: 1 } }, { upsert: true });
    expect(await items.findOne({ _id: 'fixed' })).toEqual({
      _id: 'fixed',
      kind: 'x',
      v: 1,
    });
  });

  it('refuses two operators on the same path with code 40', async () => {
    await items.insertOne({ _id: 1, n: 1 });
    const err = await items
      .updateOne({ _id: 1 }, { $set: { n: 2 }, $inc: { n: 1 } } as Document)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 40 });
    expect((err as Error).message).toMatch(/Updating the path 'n' would create a conflict at 'n'/);
  });

  it('refuses an unknown update operator naming it', async () => {
    await items.insertOne({ _id: 1 });
    const err = await items
      .updateOne({ _id: 1 }, { $frob: { n: 1 } } as Document)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 9 });
    expect((err as Error).message).toContain('Unknown modifier: $frob');
  });

  it('refuses $inc on a string with code 14', async () => {
    await items.insertOne({ _id: 1, s: 'text' });
    const err = await items
      .updateOne({ _id: 1 }, { $inc: { s: 1 } } as Document)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 14 });
  });

  it('refuses to change _id with code 66', async () => {
    await items.insertOne({ _id: 1 });
    const err = await items.updateOne({ _id: 1 }, { $set: { _id: 2 } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 66 });
    expect(await items.findOne({ _id: 1 })).toEqual({ _id: 1 });
  });

  it('keeps numeric BSON types through arithmetic', async () => {
    await items.insertOne({ _id: 1, l: Long.fromNumber(10), d: new Double(2), i: 2147483647 });
    await items.updateOne({ _id: 1 }, { $inc: { l: 1, d: 1, i: 1 } } as Document);
    const doc = await items.findOne({ _id: 1 }, { promoteValues: false });
    expect(doc?.l).toEqual(Long.fromNumber(11));
    expect(doc?.d).toEqual(new Double(3));
    expect(doc?.i).toEqual(Long.fromNumber(2147483648));
  });
});
