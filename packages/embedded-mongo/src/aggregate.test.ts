import { Double, Int32, Long, ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

describe('aggregate and query errors', () => {
  let t: TestDatabase;
  let orders: Collection<Document>;

  beforeAll(async () => {
    t = await openTestDatabase('em_aggregate');
    orders = t.db.collection('orders');
    await t.db.collection('customers').insertMany([
      { _id: 1 as never, name: 'Ada' },
      { _id: 2 as never, name: 'Bob' },
    ]);
    await orders.insertMany([
      { customer: 1, amount: 10, status: 'paid' },
      { customer: 1, amount: 5, status: 'open' },
      { customer: 2, amount: 7, status: 'paid' },
    ]);
  });
  afterAll(() => t.close());

  it('groups, sorts and projects', async () => {
    const rows = await orders
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$customer', total: { $sum: '$amount' }, n: { $sum: 1 } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, customer: '$_id', total: 1, n: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { total: 10, n: 1, customer: 1 },
      { total: 7, n: 1, customer: 2 },
    ]);
  });

  it('joins with $lookup in the same database', async () => {
    const rows = await orders
      .aggregate([
        { $match: { amount: 7 } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $project: { _id: 0, name: { $first: '$who.name' } } },
      ])
      .toArray();
    expect(rows).toEqual([{ name: 'Bob' }]);
  });

  it('runs sub-pipelines with $facet and counts with $count', async () => {
    const [facets] = await orders
      .aggregate([
        {
          $facet: {
            paid: [{ $match: { status: 'paid' } }, { $count: 'n' }],
            biggest: [
              { $sort: { amount: -1 } },
              { $limit: 1 },
              { $project: { _id: 0, amount: 1 } },
            ],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({ paid: [{ n: 2 }], biggest: [{ amount: 10 }] });
  });

  it('counts matches like countDocuments does, including skip, limit and no match', async () => {
    const count = (pipeline: Document[]) => orders.aggregate(pipeline).toArray();
    expect(
      await count([{ $match: { status: 'paid' } }, { $group: { _id: 1, n: { $sum: 1 } } }]),
    ).toEqual([{ _id: 1, n: 2 }]);
    expect(await count([{ $match: {} }, { $skip: 1 }, { $limit: 5 }, { $count: 'total' }])).toEqual(
      [{ total: 2 }],
    );
    expect(await count([{ $match: { status: 'void' } }, { $count: 'total' }])).toEqual([]);
    expect(await orders.countDocuments({}, { skip: 2 })).toBe(1);
  });

  it('returns aggregate results through a cursor in batches', async () => {
    const many = t.db.collection('many');
    await many.insertMany(Array.from({ length: 130 }, (_, i) => ({ i })));
    const rows = await many.aggregate([{ $sort: { i: -1 } }], { batchSize: 50 }).toArray();
    expect(rows.map((r) => r.i)).toEqual(Array.from({ length: 130 }, (_, i) => 129 - i));
  });

  it('compares BSON values in expressions and $min/$max by mongod order', async () => {
    const c = t.db.collection('typed');
    await c.insertMany([
      { g: 1, v: Long.fromNumber(5), o: new ObjectId('000000000000000000000002') },
      { g: 1, v: 'text', o: new ObjectId('000000000000000000000010') },
      { g: 2, v: Long.fromNumber(3), o: null },
    ]);
    const groups = await c
      .aggregate([
        { $group: { _id: '$g', max: { $max: '$v' }, min: { $min: '$o' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(groups).toEqual([
      { _id: 1, max: 'text', min: new ObjectId('000000000000000000000002') },
      { _id: 2, max: 3, min: null },
    ]);
    const over4 = await c
      .find({ $expr: { $gt: ['$v', 4] } }, { projection: { _id: 0, g: 1, v: 1 } })
      .toArray();
    expect(over4).toEqual([
      { g: 1, v: 5 },
      { g: 1, v: 'text' },
    ]);
  });

  it('converts ObjectIds to and from strings and names BSON types', async () => {
    const c = t.db.collection('conv');
    const id = new ObjectId('00000000000000000000000a');
    await c.insertOne({ u: id, hex: '00000000000000000000000b', n: 1.5 });
    const [row] = await c
      .aggregate([
        {
          $project: {
            _id: 0,
            s: { $toString: '$u' },
            o: { $toObjectId: '$hex' },
            types: [{ $type: '$u' }, { $type: '$n' }, { $type: '$nothing' }],
          },
        },
      ])
      .toArray();
    expect(row).toEqual({
      s: '00000000000000000000000a',
      o: new ObjectId('00000000000000000000000b'),
      types: ['objectId', 'double', 'missing'],
    });
  });

  it('does arithmetic on Long and Double fields in a find $expr', async () => {
    const c = t.db.collection('arith');
    await c.insertMany([
      { k: 'a', l: Long.fromNumber(3), d: new Double(2) },
      { k: 'b', l: Long.fromNumber(10), d: new Double(5) },
    ]);
    const hits = await c.find({ $expr: { $eq: [{ $add: ['$l', '$d'] }, 5] } }).toArray();
    expect(hits.map((d) => d.k)).toEqual(['a']);
  });

  it('returns stored numeric types unchanged through selecting stages', async () => {
    const c = t.db.collection('numeric_types');
    await c.insertMany([
      { k: 'a', d: new Double(1), i: new Int32(1), l: Long.fromNumber(2) },
      { k: 'b', d: new Double(2.5), i: new Int32(7), l: Long.fromNumber(9) },
    ]);
    const rows = await c
      .aggregate(
        [
          { $match: { d: { $gte: 1 } } },
          { $sort: { k: 1 } },
          { $limit: 1 },
          { $project: { _id: 0, d: 1, i: 1, l: 1 } },
        ],
        { promoteValues: false },
      )
      .toArray();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect([row.d?._bsontype, row.i?._bsontype, row.l?._bsontype]).toEqual([
      'Double',
      'Int32',
      'Long',
    ]);
    expect(Number(row.d)).toBe(1);
    // Dropping a field in the output leaves the stored document whole.
    await c.aggregate([{ $project: { i: 0 } }]).toArray();
    expect(await c.findOne({ k: 'a' }, { projection: { _id: 0 } })).toEqual({
      k: 'a',
      d: 1,
      i: 1,
      l: 2,
    });
  });

  it('names an unknown stage in its error', async () => {
    const err = await orders
      .aggregate([{ $teleport: {} }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 40324 });
    expect((err as Error).message).toContain('$teleport');
  });

  it('accepts a top-level $comment in a filter', async () => {
    expect(await orders.countDocuments({ status: 'paid', $comment: 'dashboard' })).toBe(2);
  });

  it('names an unknown query operator in its error', async () => {
    const err = await orders
      .find({ amount: { $near2: 1 } })
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2 });
    expect((err as Error).message).toContain('unknown operator: $near2');
  });

  it('names an unknown expression operator in its error', async () => {
    const err = await orders
      .aggregate([{ $project: { x: { $frobnicate: '$amount' } } }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 168 });
    expect((err as Error).message).toContain('$frobnicate');
  });
});
