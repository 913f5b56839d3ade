import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

describe('database commands', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase('em_commands');
  });
  afterAll(() => t.close());

  it('answers ping, buildInfo and getParameter', async () => {
    expect(await t.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const info = await t.db.admin().command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+/);
    const fcv = await t.db.admin().command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(fcv.featureCompatibilityVersion.version).toMatch(/^\d+\.\d+$/);
  });

  it('answers an unknown command with CommandNotFound naming it', async () => {
    const err = await t.db.command({ notACommand: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    expect((err as Error).message).toContain("no such command: 'notACommand'");
  });

  it('refuses to create an existing collection with code 48', async () => {
    await t.db.createCollection('made');
    const err = await t.db.createCollection('made').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 48, codeName: 'NamespaceExists' });
  });

  it('lists, drops collections and reports missing ones with code 26', async () => {
    await t.db.collection('listed').insertOne({ a: 1 });
    const names = (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('listed');
    expect(await t.db.collection('listed').drop()).toBe(true);
    const after = (await t.db.listCollections({ name: 'listed' }).toArray()).length;
    expect(after).toBe(0);
    const err = await t.db
      .collection('listed')
      .listIndexes()
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 26, codeName: 'NamespaceNotFound' });
  });

  it('lists databases', async () => {
    await t.db.collection('present').insertOne({ a: 1 });
    const { databases } = await t.client.db('admin').admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain(t.dbName);
  });

  it('counts and lists distinct values', async () => {
    const c = t.db.collection('people');
    await c.insertMany([
      { city: 'Oslo', tags: ['a', 'b'] },
      { city: 'Lima', tags: ['b'] },
      { city: 'Oslo', tags: [] },
    ]);
    expect(await c.countDocuments({ city: 'Oslo' })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(3);
    expect((await c.distinct('city')).sort()).toEqual(['Lima', 'Oslo']);
    expect((await c.distinct('tags', { city: 'Oslo' })).sort()).toEqual(['a', 'b']);
  });

  it('answers a distinct over an indexed key as a scan would, nulls and arrays included', async () => {
    const c = t.db.collection('brands_seen');
    await c.createIndex({ brand: 1, at: -1 });
    await c.createIndex({ tags: 1 });
    await c.insertMany([
      { brand: 'Nike', tags: ['a', 'b'], at: 1 },
      { brand: 'Amazon', tags: ['b'], at: 2 },
      { brand: 'Nike', tags: [1, 1.0], at: 3 },
    ]);
    expect(await c.distinct('brand')).toEqual(['Amazon', 'Nike']);
    expect(await c.distinct('tags')).toEqual([1, 'a', 'b']);
    await c.updateOne({ at: 2 }, { $set: { brand: 'Zara' } });
    expect(await c.distinct('brand')).toEqual(['Nike', 'Zara']);
    await c.insertMany([{ brand: null, tags: [] }, { other: true }]);
    expect(await c.distinct('brand')).toEqual([null, 'Nike', 'Zara']);
    expect(await c.distinct('tags')).toEqual([1, 'a', 'b']);
  });

  it('findOneAndUpdate returns the document before or after, sorted', async () => {
    const c = t.db.collection('queue');
    await c.insertMany([
      { job: 'a', pri: 1, state: 'new' },
      { job: 'b', pri: 5, state: 'new' },
    ]);
    const before = await c.findOneAndUpdate(
      { state: 'new' },
      { $set: { state: 'taken' } },
      { sort: { pri: -1 }, returnDocument: 'before', includeResultMetadata: true },
    );
    expect(before.value).toMatchObject({ job: 'b', state: 'new' });
    expect(before.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
    const after = await c.findOneAndUpdate(
      { state: 'new' },
      { $set: { state: 'taken' } },
      { returnDocument: 'after', projection: { _id: 0, job: 1, state: 1 } },
    );
    expect(after).toEqual({ job: 'a', state: 'taken' });
  });

  it('projects fields, array slices and the positional element', async () => {
    const c = t.db.collection('carts');
    await c.insertOne({
      owner: 'ann',
      secret: 'x',
      lines: [{ sku: 'a' }, { sku: 'b', qty: 2 }, { sku: 'b', qty: 9 }],
    });
    expect(
      await c.findOne({ owner: 'ann' }, { projection: { _id: 0, secret: 0, lines: 0 } }),
    ).toEqual({ owner: 'ann' });
    expect(
      await c.findOne({ owner: 'ann' }, { projection: { _id: 0, lines: { $slice: 1 }, owner: 1 } }),
    ).toEqual({
      owner: 'ann',
      lines: [{ sku: 'a' }],
    });
    expect(await c.findOne({ 'lines.sku': 'b' }, { projection: { _id: 0, 'lines.$': 1 } })).toEqual(
      {
        lines: [{ sku: 'b', qty: 2 }],
      },
    );
    expect(
      await c.findOne(
        { lines: { $elemMatch: { qty: { $gt: 5 } } } },
        { projection: { _id: 0, 'lines.$': 1 } },
      ),
    ).toEqual({
      lines: [{ sku: 'b', qty: 9 }],
    });
  });

  it('includes and excludes dotted paths inside objects and arrays of objects', async () => {
    const c = t.db.collection<{ _id: string; [field: string]: unknown }>('orders');
    await c.insertOne({
      _id: 'o1',
      buyer: { name: 'Ann', email: 'ann@example.com', key: 'ann' },
      lines: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 2 }, 'loose'],
      note: 'n',
      total: 3,
    });
    expect(
      await c.findOne(
        {},
        { projection: { 'buyer.name': 1, 'buyer.email': 1, 'lines.sku': 1, total: 1 } },
      ),
    ).toEqual({
      _id: 'o1',
      buyer: { name: 'Ann', email: 'ann@example.com' },
      lines: [{ sku: 'a' }, { sku: 'b' }],
      total: 3,
    });
    // A path the document lacks is left out.
    expect(await c.findOne({}, { projection: { _id: 0, note: 1, absent: 1 } })).toEqual({
      note: 'n',
    });
    expect(
      await c.findOne({}, { projection: { 'buyer.key': 0, 'lines.qty': 0, note: 0 } }),
    ).toEqual({
      _id: 'o1',
      buyer: { name: 'Ann', email: 'ann@example.com' },
      lines: [{ sku: 'a' }, { sku: 'b' }, 'loose'],
      total: 3,
    });
  });

  it('findOneAndDelete removes and returns the first match', async () => {
    const c = t.db.collection('fifo');
    await c.insertMany([{ n: 2 }, { n: 1 }]);
    const removed = await c.findOneAndDelete({}, { sort: { n: 1 } });
    expect(removed?.n).toBe(1);
    expect(await c.countDocuments()).toBe(1);
  });

  it('reports collection and database statistics', async () => {
    const c = t.db.collection('sized');
    await c.insertMany([{ a: 'x' }, { a: 'y' }]);
    const stats = await t.db.command({ collStats: 'sized' });
    expect(stats).toMatchObject({ ns: `${t.dbName}.sized`, count: 2, nindexes: 1 });
    expect(stats.size).toBeGreaterThan(0);
    const db = await t.db.command({ dbStats: 1 });
    expect(db.db).toBe(t.dbName);
    expect(db.objects).toBeGreaterThanOrEqual(2);
  });

  it('reports per-document write errors and continues unordered inserts', async () => {
    const c = t.db.collection<{ _id: number }>('bulk');
    await c.insertOne({ _id: 1 });
    const err = await c
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }], { ordered: false })
      .catch((e: unknown) => e as { code: number; writeErrors: unknown[] });
    expect(err).toMatchObject({ code: 11000 });
    expect(await c.countDocuments()).toBe(3);
  });

  it('drops a database', async () => {
    const other = t.client.db(`${t.dbName}_drop`);
    await other.collection('x').insertOne({ a: 1 });
    await other.dropDatabase();
    expect(await other.listCollections().toArray()).toEqual([]);
  });
});
