import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as Document,
  );

describe('indexes', () => {
  let t: TestDatabase;
  let n = 0;
  const fresh = (): Collection<Document> => t.db.collection(`c${n++}`);

  beforeAll(async () => {
    t = await openTestDatabase('em_indexes');
  });
  afterAll(() => t.close());

  it('keeps documents of one key in insertion order when an update leaves that key alone', async () => {
    const c = fresh();
    await c.createIndex({ status: 1 });
    await c.insertMany([1, 2, 3].map((n) => ({ n, status: 'pending', note: '' })));
    await c.updateOne({ n: 1 }, { $set: { note: 'seen' } });
    const order = async () => (await c.find({ status: 'pending' }).toArray()).map((d) => d.n);
    expect(await order()).toEqual([1, 2, 3]);
    // A key that changes and comes back is a new entry: mongod lists it after the others too.
    await c.updateOne({ n: 1 }, { $set: { status: 'processing' } });
    await c.updateOne({ n: 1 }, { $set: { status: 'pending' } });
    expect(await order()).toEqual([2, 3, 1]);
  });

  it('pages a sort over a key most documents share straight from a compound index', async () => {
    const c = fresh();
    await c.createIndex({ status: 1, at: -1 });
    await c.insertMany(
      Array.from({ length: 3_000 }, (_, n) => ({
        n,
        status: n % 3 ? 'pending' : 'done',
        at: n,
      })),
    );
    const page = await c.find({ status: 'pending' }).sort({ at: 1 }).limit(3).toArray();
    expect(page.map((d) => d.n)).toEqual([1, 2, 4]);
    const last = await c.find({ status: 'pending' }).sort({ at: -1 }).skip(1).limit(2).toArray();
    expect(last.map((d) => d.n)).toEqual([2998, 2996]);
  });

  it('enforces a unique index with mongod E11000 details', async () => {
    const c = fresh();
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x.io' });
    const err = await errorOf(c.insertOne({ email: 'a@x.io' }));
    expect(err).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@x.io' },
    });
    expect(err?.message).toBe(
      `E11000 duplicate key error collection: ${t.dbName}.${c.collectionName} index: email_1 dup key: { email: "a@x.io" }`,
    );
    const update = await errorOf(
      c
        .insertOne({ email: 'b@x.io' })
        .then(() => c.updateOne({ email: 'b@x.io' }, { $set: { email: 'a@x.io' } })),
    );
    expect(update).toMatchObject({ code: 11000 });
  });

  it('enforces compound unique keys on the combination only', async () => {
    const c = fresh();
    await c.createIndex({ a: 1, b: -1 }, { unique: true });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    expect(await errorOf(c.insertOne({ a: 1, b: 2 }))).toMatchObject({
      code: 11000,
      keyValue: { a: 1, b: 2 },
    });
  });

  it('enforces uniqueness across documents for each array element', async () => {
    const c = fresh();
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertOne({ tags: ['x', 'x', 'y'] });
    expect(await errorOf(c.insertOne({ tags: ['z', 'y'] }))).toMatchObject({ code: 11000 });
    await c.insertOne({ tags: ['z'] });
  });

  it('refuses a document with arrays in two fields of one compound index', async () => {
    const c = fresh();
    await c.createIndex({ a: 1, b: 1 });
    await c.insertOne({ a: [1, 2], b: 1 });
    expect(await errorOf(c.insertOne({ a: [1, 2], b: [3, 4] }))).toMatchObject({ code: 171 });
  });

  it('treats missing fields as null in a unique index unless sparse', async () => {
    const c = fresh();
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertOne({ other: 1 });
    expect(await errorOf(c.insertOne({ other: 2 }))).toMatchObject({
      code: 11000,
      keyValue: { k: null },
    });
    const s = fresh();
    await s.createIndex({ k: 1 }, { unique: true, sparse: true });
    await s.insertMany([{ other: 1 }, { other: 2 }, { k: 1 }]);
    expect(await errorOf(s.insertOne({ k: 1 }))).toMatchObject({ code: 11000 });
  });

  it('enforces a partial unique index only on matching documents', async () => {
    const c = fresh();
    await c.createIndex({ user: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { user: 'u', active: false },
      { user: 'u', active: false },
      { user: 'u', active: true },
    ]);
    expect(await errorOf(c.insertOne({ user: 'u', active: true }))).toMatchObject({ code: 11000 });
  });

  it('refuses to build a unique index over duplicate data and leaves no index', async () => {
    const c = fresh();
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    expect(await errorOf(c.createIndex({ k: 1 }, { unique: true }))).toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('builds sparse and partial unique indexes over existing data by their own rules', async () => {
    const c = fresh();
    await c.insertMany([
      { other: 1 },
      { other: 2 },
      { user: 'u', active: false },
      { user: 'u', active: false },
    ]);
    await c.createIndex({ k: 1 }, { unique: true, sparse: true });
    await c.createIndex({ user: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertOne({ user: 'u', active: true });
    expect(await errorOf(c.insertOne({ user: 'u', active: true }))).toMatchObject({ code: 11000 });
    await c.insertOne({ k: 5 });
    expect(await errorOf(c.insertOne({ k: 5 }))).toMatchObject({ code: 11000 });
    await c.insertOne({ user: 'v', active: true, other: 3 });
    const bad = fresh();
    await bad.insertMany([
      { user: 'w', active: true },
      { user: 'w', active: true },
    ]);
    expect(
      await errorOf(
        bad.createIndex({ user: 1 }, { unique: true, partialFilterExpression: { active: true } }),
      ),
    ).toMatchObject({ code: 11000 });
  });

  it('lists, recreates idempotently and drops indexes', async () => {
    const c = fresh();
    await c.createIndex({ a: 1 }, { name: 'by_a', unique: true });
    await c.createIndex({ a: 1 }, { name: 'by_a', unique: true });
    expect(await c.listIndexes().toArray()).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { a: 1 }, name: 'by_a', unique: true },
    ]);
    expect(await errorOf(c.createIndex({ b: 1 }, { name: 'by_a' }))).toMatchObject({ code: 86 });
    await c.dropIndex('by_a');
    expect(await errorOf(c.dropIndex('by_a'))).toMatchObject({ code: 27 });
    expect(await c.indexExists('by_a')).toBe(false);
  });

  it('enforces case-insensitive uniqueness with a strength-2 collation', async () => {
    const c = fresh();
    await c.createIndex({ name: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
    await c.insertOne({ name: 'Alice' });
    expect(await errorOf(c.insertOne({ name: 'ALICE' }))).toMatchObject({ code: 11000 });
    await c.insertOne({ name: 'Bob' });
    const found = await c
      .find({ name: 'alice' }, { collation: { locale: 'en', strength: 2 } })
      .toArray();
    expect(found.map((d) => d.name)).toEqual(['Alice']);
  });

  it('applies a collection default collation to queries and unique indexes', async () => {
    const name = `c${n++}`;
    await t.db.createCollection(name, { collation: { locale: 'en', strength: 2 } });
    const c = t.db.collection(name);
    await c.createIndex({ code: 1 }, { unique: true });
    await c.insertOne({ code: 'ABC' });
    expect(await errorOf(c.insertOne({ code: 'abc' }))).toMatchObject({ code: 11000 });
    expect(await c.countDocuments({ code: 'aBc' })).toBe(1);
    const [index] = (await c.listIndexes().toArray()).filter((i) => i.name === 'code_1');
    expect(index?.collation).toMatchObject({ locale: 'en', strength: 2 });
  });

  it('answers equality and range queries through an index with the same results', async () => {
    const c = fresh();
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ i, even: i % 2 === 0 })));
    await c.createIndex({ i: 1 });
    expect((await c.findOne({ i: 150 }))?.i).toBe(150);
    const range = await c
      .find({ i: { $gte: 10, $lt: 15 }, even: true })
      .sort({ i: 1 })
      .toArray();
    expect(range.map((d) => d.i)).toEqual([10, 12, 14]);
    expect(await c.countDocuments({ i: { $in: [1, 2, 999] } })).toBe(2);
    const either = await c
      .find({ $or: [{ i: 3 }, { i: { $gt: 297 } }] }, { sort: { i: 1 } })
      .toArray();
    expect(either.map((d) => d.i)).toEqual([3, 298, 299]);
  });

  it('sorts through an index exactly as without one, arrays and missing fields included', async () => {
    const c = fresh();
    await c.insertMany([
      { tag: 'a', v: [1, 10] },
      { tag: 'b', v: 5 },
      { tag: 'c', v: [3, 4] },
      { tag: 'd' },
      { tag: 'e', v: 'text' },
      { tag: 'f', v: 7 },
    ]);
    const tags = async (dir: 1 | -1, filter = {}) =>
      (await c.find(filter).sort({ v: dir }).toArray()).map((d) => d.tag);
    const before = [await tags(1), await tags(-1)];
    await c.createIndex({ v: 1 });
    expect([await tags(1), await tags(-1)]).toEqual(before);
    expect(before[0]).toEqual(['d', 'a', 'c', 'b', 'f', 'e']);
    expect(before[1]).toEqual(['e', 'a', 'f', 'b', 'c', 'd']);
    expect(await tags(-1, { tag: { $ne: 'e' } })).toEqual(['a', 'f', 'b', 'c', 'd']);
    const page = await c.find({}).sort({ v: 1 }).skip(2).limit(2).toArray();
    expect(page.map((d) => d.tag)).toEqual(['c', 'b']);
  });

  it('expires documents through a TTL index', async () => {
    const c = fresh();
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await c.insertMany([
      { at: new Date(Date.now() - 60_000) },
      { at: new Date(Date.now() + 3_600_000) },
      { at: 'not a date' },
    ]);
    // mongod's TTL monitor runs every 60 s; the embedded one every second.
    const deadline = Date.now() + (t.embedded ? 10_000 : 90_000);
    while ((await c.countDocuments()) !== 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await c.countDocuments()).toBe(2);
  }, 120_000);
});
