import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

// mongod applies the update to the document an upsert inserts even though that document does not
// match the query's operator conditions (the query only seeds its equality fields).
describe('an upsert whose query has operator conditions', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('em_upsert_conditions');
  });
  afterAll(() => t.close());

  it('applies $inc and $setOnInsert to the inserted document (updateOne)', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const col = t.db.collection<{ _id: string; n?: number; since?: Date }>('counters');
    await col.updateOne(
      { _id: 'a', n: { $lt: 5 } },
      { $inc: { n: 1 }, $setOnInsert: { since: at } },
      { upsert: true },
    );
    expect(await col.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1, since: at });
  });

  it('applies them under $and/$or conditions too (findOneAndUpdate)', async () => {
    const col = t.db.collection<{ _id: string; n?: number; lockedUntil?: Date | null }>('locks');
    const after = await col.findOneAndUpdate(
      {
        _id: 'b',
        n: { $lt: 5 },
        $and: [{ $or: [{ lockedUntil: null }, { lockedUntil: { $lte: new Date() } }] }],
      },
      { $inc: { n: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(after).toEqual({ _id: 'b', n: 1 });
    const again = await col.findOneAndUpdate(
      { _id: 'b', n: { $lt: 5 } },
      { $inc: { n: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(again).toEqual({ _id: 'b', n: 2 });
  });
});
