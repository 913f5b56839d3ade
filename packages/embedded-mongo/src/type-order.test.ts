import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
  type Collection,
} from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

interface Row {
  tag: string;
  v?: unknown;
}

describe('BSON comparison and sort order', () => {
  let t: TestDatabase;
  let rows: Collection<Row>;

  beforeAll(async () => {
    t = await openTestDatabase('em_type_order');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    rows = t.db.collection<Row>('rows');
    await rows.deleteMany({});
  });

  const sortedTags = async (dir: 1 | -1 = 1, filter = {}) =>
    (await rows.find(filter).sort({ v: dir, tag: 1 }).toArray()).map((r) => r.tag);

  it('orders values of different types as mongod does', async () => {
    await rows.insertMany([
      { tag: 'maxKey', v: new MaxKey() },
      { tag: 'regex', v: new BSONRegExp('a', 'i') },
      { tag: 'timestamp', v: new Timestamp({ t: 1, i: 1 }) },
      { tag: 'date', v: new Date(0) },
      { tag: 'bool', v: false },
      { tag: 'objectId', v: new ObjectId('000000000000000000000000') },
      { tag: 'binData', v: new Binary(Buffer.from([0])) },
      { tag: 'object', v: { a: 1 } },
      { tag: 'string', v: '' },
      { tag: 'number', v: -1e300 },
      { tag: 'null', v: null },
      { tag: 'minKey', v: new MinKey() },
    ]);
    expect(await sortedTags()).toEqual([
      'minKey',
      'null',
      'number',
      'string',
      'object',
      'binData',
      'objectId',
      'bool',
      'date',
      'timestamp',
      'regex',
      'maxKey',
    ]);
  });

  it('compares Int32, Long, Double and Decimal128 numerically across types', async () => {
    await rows.insertMany([
      { tag: 'decimal 3.5', v: Decimal128.fromString('3.5') },
      { tag: 'double 2.5', v: 2.5 },
      { tag: 'long 2', v: Long.fromNumber(2) },
      { tag: 'int 1', v: new Int32(1) },
      { tag: 'decimal 1.5', v: Decimal128.fromString('1.5') },
      { tag: 'double -7', v: new Double(-7) },
      { tag: 'big long', v: Long.fromString('9007199254740993') },
    ]);
    expect(await sortedTags()).toEqual([
      'double -7',
      'int 1',
      'decimal 1.5',
      'long 2',
      'double 2.5',
      'decimal 3.5',
      'big long',
    ]);
    expect(await sortedTags(1, { v: 2 })).toEqual(['long 2']);
    expect(await sortedTags(1, { v: { $gte: 1.5, $lt: 3 } })).toEqual([
      'decimal 1.5',
      'long 2',
      'double 2.5',
    ]);
  });

  it('orders ObjectIds by bytes and Dates by time', async () => {
    await rows.insertMany([
      { tag: 'oid ff', v: new ObjectId('ff0000000000000000000000') },
      { tag: 'oid 01', v: new ObjectId('010000000000000000000000') },
      { tag: 'oid 0a', v: new ObjectId('0a0000000000000000000000') },
    ]);
    expect(await sortedTags()).toEqual(['oid 01', 'oid 0a', 'oid ff']);
    await rows.deleteMany({});
    await rows.insertMany([
      { tag: 'now', v: new Date('2026-01-01') },
      { tag: 'before 1970', v: new Date(-86_400_000) },
      { tag: 'epoch', v: new Date(0) },
    ]);
    expect(await sortedTags()).toEqual(['before 1970', 'epoch', 'now']);
    expect(await sortedTags(1, { v: { $gt: new Date(0) } })).toEqual(['now']);
  });

  it('orders Binary and UUID by length, then subtype, then bytes', async () => {
    await rows.insertMany([
      { tag: 'long bytes', v: new Binary(Buffer.from([0, 0, 0])) },
      { tag: 'byte 9', v: new Binary(Buffer.from([9])) },
      { tag: 'byte 1', v: new Binary(Buffer.from([1])) },
      { tag: 'uuid ff', v: new UUID('ffffffff-ffff-4fff-bfff-ffffffffffff') },
      { tag: 'uuid 00', v: new UUID('00000000-0000-4000-8000-000000000000') },
      { tag: 'sixteen zero bytes subtype 0', v: new Binary(Buffer.alloc(16)) },
    ]);
    expect(await sortedTags()).toEqual([
      'byte 1',
      'byte 9',
      'long bytes',
      'sixteen zero bytes subtype 0',
      'uuid 00',
      'uuid ff',
    ]);
    const uuid = new UUID('00000000-0000-4000-8000-000000000000');
    expect(await sortedTags(1, { v: uuid })).toEqual(['uuid 00']);
  });

  it('orders Timestamps by time then increment, and strings by bytes', async () => {
    await rows.insertMany([
      { tag: 'ts 2.1', v: new Timestamp({ t: 2, i: 1 }) },
      { tag: 'ts 1.5', v: new Timestamp({ t: 1, i: 5 }) },
      { tag: 's a', v: 'a' },
      { tag: 's B', v: 'B' },
      { tag: 's ab', v: 'ab' },
    ]);
    expect(await sortedTags()).toEqual(['s B', 's a', 's ab', 'ts 1.5', 'ts 2.1']);
  });

  it('treats null and missing alike in sorts and equality', async () => {
    await rows.insertMany([{ tag: 'missing' }, { tag: 'null', v: null }, { tag: 'zero', v: 0 }]);
    expect(await sortedTags()).toEqual(['missing', 'null', 'zero']);
    expect(await sortedTags(1, { v: null })).toEqual(['missing', 'null']);
  });

  it('sorts arrays by their smallest element ascending and largest descending', async () => {
    await rows.insertMany([
      { tag: 'a', v: [1, 10] },
      { tag: 'b', v: [5] },
      { tag: 'c', v: [3, 4] },
    ]);
    expect(await sortedTags(1)).toEqual(['a', 'c', 'b']);
    expect(await sortedTags(-1)).toEqual(['a', 'b', 'c']);
    expect(await sortedTags(1, { v: 4 })).toEqual(['c']);
  });

  it('only matches range queries within the same type bracket', async () => {
    await rows.insertMany([
      { tag: 'number', v: 5 },
      { tag: 'string', v: 'zzz' },
      { tag: 'date', v: new Date() },
    ]);
    expect(await sortedTags(1, { v: { $gt: 1 } })).toEqual(['number']);
    expect(await sortedTags(1, { v: { $gt: 'a' } })).toEqual(['string']);
  });

  it('matches $mod on numbers of every type only', async () => {
    await rows.insertMany([
      { tag: 'int 6', v: 6 },
      { tag: 'long 8', v: Long.fromNumber(8) },
      { tag: 'double 7.5', v: 7.5 },
      { tag: 'null', v: null },
      { tag: 'missing' },
      { tag: 'string', v: '4' },
    ]);
    expect(await sortedTags(1, { v: { $mod: [2, 0] } })).toEqual(['int 6', 'long 8']);
    expect(await sortedTags(1, { v: { $mod: [2, 1] } })).toEqual(['double 7.5']);
  });

  it('matches $type by alias and number for every BSON type', async () => {
    await rows.insertMany([
      { tag: 'int', v: new Int32(1) },
      { tag: 'long', v: Long.fromNumber(1) },
      { tag: 'double', v: new Double(1) },
      { tag: 'decimal', v: Decimal128.fromString('1') },
      { tag: 'string', v: 's' },
      { tag: 'objectId', v: new ObjectId() },
      { tag: 'date', v: new Date() },
      { tag: 'binData', v: new Binary(Buffer.from([1])) },
      { tag: 'timestamp', v: new Timestamp({ t: 1, i: 1 }) },
      { tag: 'null', v: null },
      { tag: 'bool', v: true },
      { tag: 'object', v: {} },
    ]);
    for (const alias of [
      'int',
      'long',
      'double',
      'decimal',
      'string',
      'objectId',
      'date',
      'binData',
      'timestamp',
      'null',
      'bool',
      'object',
    ]) {
      expect(await sortedTags(1, { v: { $type: alias } })).toEqual([alias]);
    }
    expect(await sortedTags(1, { v: { $type: 18 } })).toEqual(['long']);
    expect(await sortedTags(1, { v: { $type: 'number' } })).toEqual([
      'decimal',
      'double',
      'int',
      'long',
    ]);
  });

  it('keeps every numeric type through a round trip', async () => {
    await rows.insertOne({
      tag: 'nums',
      v: {
        i: new Int32(1),
        l: Long.fromNumber(1),
        d: new Double(1),
        m: Decimal128.fromString('1.0'),
      },
    });
    const doc = await rows.findOne({ tag: 'nums' }, { promoteValues: false });
    const v = doc?.v as Record<string, { _bsontype: string }>;
    expect(Object.values(v).map((x) => x._bsontype)).toEqual([
      'Int32',
      'Long',
      'Double',
      'Decimal128',
    ]);
    expect(await rows.countDocuments({ 'v.d': { $type: 'double' } })).toBe(1);
  });
});
