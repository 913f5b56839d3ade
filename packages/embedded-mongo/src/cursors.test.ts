import { MongoClient, type CommandSucceededEvent, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

describe('cursors', () => {
  let t: TestDatabase;
  let monitored: MongoClient;
  const replies: Document[] = [];

  beforeAll(async () => {
    t = await openTestDatabase('em_cursors');
    monitored = await MongoClient.connect(t.uri, { monitorCommands: true });
    monitored.on('commandSucceeded', (e: CommandSucceededEvent) => {
      if (e.commandName === 'find' || e.commandName === 'getMore')
        replies.push(e.reply as Document);
    });
    await t.db
      .collection('n')
      .insertMany(Array.from({ length: 250 }, (_, i) => ({ i, pad: 'x'.repeat(10) })));
  });
  afterAll(async () => {
    await monitored.close();
    await t.close();
  });

  const batchSizes = async (run: () => Promise<unknown>) => {
    replies.length = 0;
    await run();
    return replies.map((r) => (r.cursor.firstBatch ?? r.cursor.nextBatch).length as number);
  };
  const coll = () => monitored.db(t.dbName).collection('n');

  it('returns 101 documents in the first batch by default, the rest on getMore', async () => {
    expect(await batchSizes(() => coll().find().toArray())).toEqual([101, 149]);
  });

  it('honours batchSize for every batch', async () => {
    const sizes = await batchSizes(() => coll().find().batchSize(100).toArray());
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('uses 64-bit cursor ids and 0 once exhausted', async () => {
    replies.length = 0;
    const cursor = coll().find().batchSize(10);
    await cursor.next();
    const id = replies[0]?.cursor.id;
    expect(id).toBeDefined();
    expect(BigInt(id.toString())).not.toBe(0n);
    await cursor.toArray();
    expect(BigInt(replies.at(-1)?.cursor.id.toString())).toBe(0n);
  });

  it('applies limit and a negative limit closes after one batch', async () => {
    expect((await coll().find().limit(120).batchSize(50).toArray()).length).toBe(120);
    replies.length = 0;
    const docs = await coll().find().limit(-5).toArray();
    expect(docs.length).toBe(5);
    expect(replies).toHaveLength(1);
    expect(BigInt(replies[0]?.cursor.id.toString())).toBe(0n);
  });

  it('skips and sorts before limiting', async () => {
    const docs = await coll()
      .find({}, { sort: { i: -1 }, skip: 10, limit: 3 })
      .toArray();
    expect(docs.map((d) => d.i)).toEqual([239, 238, 237]);
  });

  it('sorts by $natural in insertion order, both ways', async () => {
    const first = await coll()
      .find({}, { sort: { $natural: 1 }, limit: 2 })
      .toArray();
    const last = await coll()
      .find({}, { sort: { $natural: -1 }, limit: 2 })
      .toArray();
    expect(first.map((d) => d.i)).toEqual([0, 1]);
    expect(last.map((d) => d.i)).toEqual([249, 248]);
  });

  it('caps a batch by its bytes whatever the batch size', async () => {
    const big = monitored.db(t.dbName).collection('big');
    const mb = 'y'.repeat(1024 * 1024);
    await big.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, mb })));
    const sizes = await batchSizes(() => big.find().batchSize(1000).toArray());
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(20);
    // mongod fills up to 16 MB (14 or 15 of these); the embedded server stops at 4 MB (3 or 4).
    expect(sizes[0]).toBeLessThan(20);
    expect(sizes[0]).toBeGreaterThanOrEqual(3);
  });

  it('forgets killed cursors', async () => {
    replies.length = 0;
    const cursor = coll().find().batchSize(5);
    await cursor.next();
    const id = replies[0]?.cursor.id;
    await cursor.close();
    const err = await t.db.command({ getMore: id, collection: 'n' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 43, codeName: 'CursorNotFound' });
  });
});
