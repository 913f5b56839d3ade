/**
 * Answers that mongoose's own test suite found wrong or missing (see README, "mongoose's own
 * suite"), each written as mongod answers it: these run against MONGODB_URI too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Binary, DBRef, ObjectId, type Collection, type Document } from 'mongodb';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

describe('answers mongoose relies on', () => {
  let t: TestDatabase;
  let items: Collection<Document>;

  beforeAll(async () => {
    t = await openTestDatabase('em_mongoose_fixes');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    items = t.db.collection('items');
    await items.deleteMany({});
  });

  it('serverStatus answers the version, process, uptime and memory', async () => {
    const status = await t.db.admin().command({ serverStatus: 1 });
    expect(status).toMatchObject({ ok: 1, process: expect.stringMatching(/mongod/) });
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof status.uptime).toBe('number');
    expect(status.localTime).toBeInstanceOf(Date);
    expect(status.mem.resident).toBeGreaterThan(0);
  });

  it('explain names the winning plan: the index a query uses, or a collection scan', async () => {
    await items.insertMany([{ sku: 'a' }, { sku: 'b' }]);
    await items.createIndex({ sku: 1 }, { name: 'sku_1' });
    const indexed = await items.find({ sku: 'a' }).explain('queryPlanner');
    const plan = JSON.stringify(indexed.queryPlanner.winningPlan);
    expect(plan).toContain('"IXSCAN"');
    expect(plan).toContain('"sku_1"');
    const scan = await items.find({ other: 1 }).explain('executionStats');
    expect(JSON.stringify(scan.queryPlanner.winningPlan)).toContain('"COLLSCAN"');
    expect(scan.executionStats.nReturned).toBe(0);
    const counted = await items.find({ sku: 'b' }).explain('executionStats');
    expect(counted.executionStats.nReturned).toBe(1);
  });

  it('accepts $set of _id to the value it already has, and refuses another value (66)', async () => {
    await items.insertOne({ _id: 7 as never, name: 'old' });
    const same = await items.updateOne({ _id: 7 as never }, { $set: { _id: 7, name: 'new' } });
    expect(same.modifiedCount).toBe(1);
    expect(await items.findOne({ _id: 7 as never })).toEqual({ _id: 7, name: 'new' });
    await expect(items.updateOne({ _id: 7 as never }, { $set: { _id: 8 } })).rejects.toMatchObject({
      code: 66,
    });
    // An upsert whose new document takes its _id from $set.
    await items.updateOne({ name: 'fresh' }, { $set: { _id: 9, n: 1 } }, { upsert: true });
    expect(await items.findOne({ _id: 9 as never })).toEqual({ _id: 9, name: 'fresh', n: 1 });
  });

  it('applies two paths through the same positional element', async () => {
    await items.insertOne({
      _id: 1 as never,
      lines: [
        { sku: 'a', qty: 1, note: '' },
        { sku: 'b', qty: 1, note: '' },
      ],
    });
    await items.updateOne(
      { _id: 1 as never, 'lines.sku': 'b' },
      { $set: { 'lines.$.qty': 5, 'lines.$.note': 'rush' } },
    );
    await items.updateOne(
      { _id: 1 as never },
      { $set: { 'lines.$[l].qty': 9, 'lines.$[l].note': 'gift' } },
      { arrayFilters: [{ 'l.sku': 'a' }] },
    );
    expect((await items.findOne({ _id: 1 as never }))?.lines).toEqual([
      { sku: 'a', qty: 9, note: 'gift' },
      { sku: 'b', qty: 5, note: 'rush' },
    ]);
  });

  it('projects { _id: 1 } alone as the _id only', async () => {
    await items.insertOne({ _id: 1 as never, name: 'a', n: 2 });
    expect(await items.findOne({}, { projection: { _id: 1 } })).toEqual({ _id: 1 });
  });

  it('keeps the other fields beside a $slice, also next to an exclusion', async () => {
    await items.insertOne({ _id: 1 as never, name: 'a', secret: 's', tags: ['x', 'y', 'z'] });
    expect(await items.findOne({}, { projection: { tags: { $slice: 2 } } })).toEqual({
      _id: 1,
      name: 'a',
      secret: 's',
      tags: ['x', 'y'],
    });
    expect(
      await items.findOne({}, { projection: { secret: 0, tags: { $slice: [1, 1] } } }),
    ).toEqual({ _id: 1, name: 'a', tags: ['y'] });
    expect(await items.findOne({}, { projection: { name: 1, tags: { $slice: -1 } } })).toEqual({
      _id: 1,
      name: 'a',
      tags: ['z'],
    });
  });

  it('projects $elemMatch with operators on scalar elements', async () => {
    await items.insertOne({ _id: 1 as never, ids: [3, 8, 12], rows: [{ n: 1 }, { n: 5 }] });
    expect(
      await items.findOne({}, { projection: { ids: { $elemMatch: { $in: [8, 12] } } } }),
    ).toEqual({ _id: 1, ids: [8] });
    expect(
      await items.findOne({}, { projection: { rows: { $elemMatch: { n: { $gte: 2 } } } } }),
    ).toEqual({ _id: 1, rows: [{ n: 5 }] });
    expect(await items.findOne({}, { projection: { ids: { $elemMatch: { $gt: 100 } } } })).toEqual({
      _id: 1,
    });
  });

  it('takes ICU locale ids (en_US) in a collation', async () => {
    await items.insertMany([{ name: 'b' }, { name: 'A' }, { name: 'a' }]);
    const names = await items
      .find({}, { projection: { _id: 0 }, collation: { locale: 'en_US', strength: 2 } })
      .sort({ name: 1 })
      .toArray();
    expect(names.map((d) => d.name.toLowerCase())).toEqual(['a', 'a', 'b']);
    expect(
      await items.countDocuments({ name: 'a' }, { collation: { locale: 'en_US', strength: 2 } }),
    ).toBe(2);
  });

  it('collMod hides an index from the planner and changes a TTL, answering old and new', async () => {
    await items.insertOne({ sku: 'a', at: new Date() });
    await items.createIndex({ sku: 1 }, { name: 'sku_1' });
    await items.createIndex({ at: 1 }, { name: 'at_1', expireAfterSeconds: 3600 });
    const hide = await t.db.command({ collMod: 'items', index: { name: 'sku_1', hidden: true } });
    expect(hide).toMatchObject({ hidden_old: false, hidden_new: true, ok: 1 });
    const plan = await items.find({ sku: 'a' }).explain('queryPlanner');
    expect(JSON.stringify(plan.queryPlanner.winningPlan)).not.toContain('sku_1');
    expect((await items.indexes()).find((i) => i.name === 'sku_1')?.hidden).toBe(true);
    const ttl = await t.db.command({
      collMod: 'items',
      index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 },
    });
    expect(ttl).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60 });
    expect((await items.indexes()).find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(60);
  });

  it('$all matches a field that is not an array but equals the only value', async () => {
    await items.insertMany([
      { _id: 1 as never, tag: 'a' },
      { _id: 2 as never, tag: ['a', 'b'] },
      { _id: 3 as never, tag: 'b' },
    ]);
    const ids = (await items.find({ tag: { $all: ['a'] } }).toArray()).map((d) => d._id);
    expect(ids).toEqual([1, 2]);
    expect(await items.countDocuments({ tag: { $all: ['a', 'b'] } })).toBe(1);
  });

  it('$pull with an $or condition removes each element it matches', async () => {
    await items.insertOne({ _id: 1 as never, comments: [{ a: 1 }, { b: 2 }, { c: 3 }] });
    await items.updateOne({ _id: 1 as never }, {
      $pull: { comments: { $or: [{ a: 1 }, { b: 2 }] } },
    } as never);
    expect((await items.findOne({ _id: 1 as never }))?.comments).toEqual([{ c: 3 }]);
  });

  it('refuses documents over 16 MB (10334 on insert, 17419 for an update result)', async () => {
    const tooBig = { _id: 1 as never, s: 'x'.repeat(16 * 1024 * 1024 + 4 * 1024) };
    await expect(items.insertOne(tooBig)).rejects.toMatchObject({ code: 10334 });
    await items.insertOne({ _id: 2 as never, a: 'x'.repeat(9 * 1024 * 1024) });
    await expect(
      items.updateOne({ _id: 2 as never }, { $set: { b: 'y'.repeat(9 * 1024 * 1024) } }),
    ).rejects.toMatchObject({ code: 17419 });
    expect(await items.countDocuments()).toBe(1);
    expect(Object.keys((await items.findOne({ _id: 2 as never }))!)).toEqual(['_id', 'a']);
  });

  it('fails updates mongod cannot apply with its codes, changing nothing', async () => {
    await items.insertOne({ _id: 1 as never, lines: [{ qty: 1 }], s: 'text' });
    await expect(
      items.updateOne({ _id: 1 as never }, { $set: { 'lines.qty': 2 } }),
    ).rejects.toMatchObject({ code: 28 });
    await expect(
      items.updateOne({ _id: 1 as never }, { $push: { s: 'x' } } as never),
    ).rejects.toMatchObject({ code: 2 });
    expect(await items.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      lines: [{ qty: 1 }],
      s: 'text',
    });
  });

  it('refuses an unknown query operator also on a collection that does not exist', async () => {
    await expect(
      t.db
        .collection('never_created')
        .find({ a: { $foo: 1 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('stores a Binary whose subtype alone changed, and tests BinData bits', async () => {
    await items.insertOne({ _id: 1 as never, bin: new Binary(Buffer.from([0b101, 0]), 0) });
    await items.updateOne(
      { _id: 1 as never },
      { $set: { bin: new Binary(Buffer.from([0b101, 0]), 4) } },
    );
    expect(((await items.findOne({ _id: 1 as never }))?.bin as Binary).sub_type).toBe(4);
    expect(await items.countDocuments({ bin: { $bitsAllSet: [0, 2] } })).toBe(1);
    expect(await items.countDocuments({ bin: { $bitsAnySet: [1, 9] } })).toBe(0);
    expect(await items.countDocuments({ bin: { $bitsAllClear: [1, 3] } })).toBe(1);
  });

  it('reads DBRef fields ($id, $ref) in a filter as fields', async () => {
    const owner = new ObjectId();
    await items.insertMany([
      { _id: 1 as never, owner: new DBRef('users', owner) },
      { _id: 2 as never, owner: new DBRef('users', new ObjectId()) },
    ]);
    const found = await items.find({ 'owner.$id': owner }).toArray();
    expect(found.map((d) => d._id)).toEqual([1]);
    expect(found[0]?.owner).toBeInstanceOf(DBRef);
    expect(await items.countDocuments({ 'owner.$ref': 'users' })).toBe(2);
  });

  it('$text searches the text index, with textScore to project and sort by', async () => {
    await items.insertMany([
      { _id: 1 as never, title: 'querying in mongoose', body: 'filters' },
      { _id: 2 as never, title: 'text search in mongoose', body: 'searches and more searches' },
      { _id: 3 as never, title: 'gift cards', body: 'a search for cards' },
    ]);
    await expect(items.find({ $text: { $search: 'search' } }).toArray()).rejects.toMatchObject({
      code: 27,
    });
    await items.createIndex({ title: 'text', body: 'text' }, { weights: { title: 2 } });
    const found = await items
      .find(
        { $text: { $search: 'text search' } },
        { projection: { score: { $meta: 'textScore' } } },
      )
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(found.map((d) => d._id)).toEqual([2, 3]);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
    // A phrase must appear as written; a negated word excludes.
    expect(
      (await items.find({ $text: { $search: '"gift cards"' } }).toArray()).map((d) => d._id),
    ).toEqual([3]);
    expect(
      (await items.find({ $text: { $search: 'search -gift' } }).toArray()).map((d) => d._id),
    ).toEqual([2]);
    expect(await items.countDocuments({ $text: { $search: 'mongoose' } })).toBe(2);
    const ranked = await items
      .aggregate([
        { $match: { $text: { $search: 'search' } } },
        { $sort: { score: { $meta: 'textScore' } } },
        { $project: { _id: 1 } },
      ])
      .toArray();
    expect(ranked).toEqual([{ _id: 2 }, { _id: 3 }]);
  });

  it('keeps a field named __proto__ as an ordinary field', async () => {
    await items.insertOne({ _id: 1 as never, path1: {} });
    await items.updateOne({ _id: 1 as never }, { $set: { path1: { ['__proto__']: 'abcd' } } });
    const path1 = (await items.findOne({ _id: 1 as never }))?.path1 as Record<string, unknown>;
    expect(Object.hasOwn(path1, '__proto__')).toBe(true);
    expect(path1['__proto__']).toBe('abcd');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("gives an upsert's new document a top-level $-prefixed field from $set", async () => {
    await items.updateOne({ name: 'x' }, { $set: { $myKey: 'v' } } as never, { upsert: true });
    const doc = await items.findOne({ name: 'x' });
    expect(doc?.$myKey).toBe('v');
  });
});
