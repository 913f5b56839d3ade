import { readdir } from 'node:fs/promises';
import { BSON, Int32, Long, Double } from 'bson';
import { describe, expect, it } from 'vitest';
import { openStorage } from './index';
import { bson, del, docsOf, idsOf, put, tempDir } from './testing/helpers';

describe('storage replay', () => {
  it('reopens with every committed document, byte for byte, in insertion order', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    const typed = bson({ _id: 'n', i: new Int32(1), l: Long.fromNumber(2), d: new Double(3) });
    await storage.commit([put('users', 'a', { name: 'Ada' }), put('users', 'b', { name: 'Bob' })]);
    await storage.commit([{ op: 'put', db: 'app', coll: 'users', id: 'n', doc: typed }]);
    await storage.commit([put('users', 'a', { name: 'Ada L.' }), del('users', 'b')]);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'users')).toEqual(['a', 'n']);
    expect(docsOf(reopened.image, 'users')[0]).toMatchObject({ name: 'Ada L.' });
    expect(
      Buffer.from(reopened.image.get('app')!.get('users')!.docs.get('n') as Uint8Array),
    ).toEqual(Buffer.from(typed));
    const numbers = BSON.deserialize(
      reopened.image.get('app')!.get('users')!.docs.get('n') as Uint8Array,
      {
        promoteValues: false,
      },
    );
    expect(numbers.i).toBeInstanceOf(Int32);
    expect(numbers.l).toBeInstanceOf(Long);
    expect(numbers.d).toBeInstanceOf(Double);
    await reopened.close();
  });

  it('replays collection options and indexes, and drops them with their collection', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    const options = bson({ capped: false });
    const spec = bson({ key: { email: 1 }, name: 'email_1', unique: true });
    await storage.commit([{ op: 'createCollection', db: 'app', coll: 'users', options }]);
    await storage.commit([{ op: 'createIndex', db: 'app', coll: 'users', name: 'email_1', spec }]);
    await storage.commit([
      { op: 'createIndex', db: 'app', coll: 'users', name: 'tmp_1', spec: bson({ key: { t: 1 } }) },
    ]);
    await storage.commit([{ op: 'dropIndex', db: 'app', coll: 'users', name: 'tmp_1' }]);
    await storage.commit([put('sessions', 's1', {}), put('sessions', 's2', {})]);
    await storage.commit([{ op: 'dropCollection', db: 'app', coll: 'sessions' }]);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    const users = reopened.image.get('app')!.get('users')!;
    expect(BSON.deserialize(users.options)).toEqual({ capped: false });
    expect([...users.indexes.keys()]).toEqual(['email_1']);
    expect(BSON.deserialize(users.indexes.get('email_1')!)).toMatchObject({ unique: true });
    expect(reopened.image.get('app')!.has('sessions')).toBe(false);
    await reopened.close();
  });

  it('forgets a dropped database entirely and keeps the others', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.commit([
      put('a', '1', {}, 'cardbridge_chat'),
      put('b', '1', {}, 'cardbridge_chat'),
    ]);
    await storage.commit([put('users', '1', {}, 'cardbridge_identity')]);
    await storage.commit([{ op: 'dropDatabase', db: 'cardbridge_chat' }]);
    await storage.commit([put('a', '2', {}, 'cardbridge_chat')]);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    expect([...reopened.image.keys()].sort()).toEqual(['cardbridge_chat', 'cardbridge_identity']);
    expect(idsOf(reopened.image, 'a', 'cardbridge_chat')).toEqual(['2']);
    expect(reopened.image.get('cardbridge_chat')!.has('b')).toBe(false);
    expect(idsOf(reopened.image, 'users', 'cardbridge_identity')).toEqual(['1']);
    await reopened.close();
  });

  it('stores a document as committed even if the caller reuses its buffer', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    const doc = bson({ _id: 'a', v: 1 });
    await storage.commit([{ op: 'put', db: 'app', coll: 'c', id: 'a', doc }]);
    doc.fill(0);
    await storage.compact();
    await storage.close();
    const reopened = await openStorage({ dbPath });
    expect(docsOf(reopened.image, 'c')[0]).toEqual({ _id: 'a', v: 1 });
    await reopened.close();
  });

  it('acknowledges concurrent commits with fewer log writes than commits (group commit)', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => storage.commit([put('c', String(i), { i })])),
    );
    const { logWrites } = storage.stats();
    expect(logWrites).toBeGreaterThan(0);
    expect(logWrites).toBeLessThan(200);
    await storage.close();
    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toHaveLength(200);
    await reopened.close();
  });

  it('writes out commits still in flight when closed', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    const pending = Array.from({ length: 50 }, (_, i) => storage.commit([put('c', `k${i}`, {})]));
    await storage.close();
    await Promise.all(pending);
    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toHaveLength(50);
    await reopened.close();
  });

  it('rejects commits once closed', async () => {
    const storage = await openStorage({ dbPath: await tempDir() });
    await storage.close();
    await expect(storage.commit([put('c', 'a', {})])).rejects.toThrow('storage is closed');
    await expect(storage.compact()).rejects.toThrow('storage is closed');
  });

  it('rejects an unknown op without changing anything', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    const bad = { op: 'truncate', db: 'app', coll: 'c' } as unknown as Parameters<
      typeof storage.commit
    >[0][number];
    await expect(storage.commit([put('c', 'a', {}), bad])).rejects.toThrow(/unknown storage op/);
    await storage.close();
    const reopened = await openStorage({ dbPath });
    expect(reopened.image.size).toBe(0);
    await reopened.close();
  });

  it('keeps nothing on disk in memory mode but honours the same contract', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ inMemory: true });
    await storage.commit([put('c', 'a', { v: 1 }), put('c', 'b', { v: 2 })]);
    await storage.commit([del('c', 'a')]);
    expect(storage.stats().liveBytes).toBeGreaterThan(0);
    await storage.compact();
    expect(storage.stats()).toMatchObject({ logBytes: 0, snapshotBytes: 0, compactions: 1 });
    await storage.close();
    await expect(storage.commit([put('c', 'z', {})])).rejects.toThrow(/closed/);
    expect(await readdir(dbPath)).toEqual([]);
  });

  it('refuses to open without a dbPath unless in memory', async () => {
    await expect(openStorage({})).rejects.toThrow(/dbPath/);
  });
});
