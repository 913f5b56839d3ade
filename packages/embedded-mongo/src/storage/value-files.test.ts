import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BSON } from 'bson';
import { describe, expect, it } from 'vitest';
import { openStorage } from './index';
import { del, put, tempDir } from './testing/helpers';
import { isSpilled } from './types';

const large = (n: number) => ({ n, files_id: 'f1', data: Buffer.alloc(64 * 1024, n) });
const valueFiles = async (dir: string) =>
  (await readdir(dir)).filter((name) => name.startsWith('values-'));

describe('large documents in value files', () => {
  it('keeps a large document on disk, its small fields in memory, and reads it back whole', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.commit([put('fs.chunks', 'c1', large(1)), put('fs.chunks', 'small', { n: 2 })]);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    const stored = reopened.image.get('app')!.get('fs.chunks')!.docs;
    const c1 = stored.get('c1')!;
    expect(isSpilled(c1)).toBe(true);
    // In memory: only the skeleton (the small fields), not the 64 KiB of data.
    expect(isSpilled(c1) && BSON.deserialize(c1.skeleton)).toEqual({
      _id: 'c1',
      n: 1,
      files_id: 'f1',
    });
    expect(isSpilled(stored.get('small')!)).toBe(false);
    const bytes = reopened.readDoc('app', 'fs.chunks', 'c1')!;
    expect(Buffer.from(BSON.deserialize(bytes).data.buffer).equals(large(1).data)).toBe(true);
    expect(reopened.stats()).toMatchObject({ liveValueBytes: bytes.byteLength });
    await reopened.close();
  });

  it('compaction copies the live documents out of a mostly deleted value file and deletes it', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath, compactThresholdBytes: Infinity });
    await storage.commit([put('fs.chunks', 'kept', large(0))]);
    for (let i = 1; i <= 20; i++) await storage.commit([put('fs.chunks', `gone${i}`, large(i))]);
    for (let i = 1; i <= 20; i++) await storage.commit([del('fs.chunks', `gone${i}`)]);
    const before = await valueFiles(dbPath);
    await storage.compact();
    const after = await valueFiles(dbPath);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    expect(storage.stats().valueBytes).toBe(
      storage.readDoc('app', 'fs.chunks', 'kept')!.byteLength,
    );
    await storage.close();

    const reopened = await openStorage({ dbPath });
    const read = BSON.deserialize(reopened.readDoc('app', 'fs.chunks', 'kept')!);
    expect(Buffer.from(read.data.buffer).equals(large(0).data)).toBe(true);
    await reopened.close();
  });

  it('refuses to answer with damaged bytes', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.commit([put('fs.chunks', 'c1', large(1))]);
    const [file] = await valueFiles(dbPath);
    const fh = await open(path.join(dbPath, file!), 'r+');
    await fh.write(Buffer.from([0xff, 0xee]), 0, 2, 1000);
    await fh.close();
    expect(() => storage.readDoc('app', 'fs.chunks', 'c1')).toThrow(/is damaged/);
    await storage.close();
  });

  it('deletes a value segment once every document in it is deleted', async () => {
    const dbPath = await tempDir();
    // Segments of one value each.
    const storage = await openStorage({ dbPath, valueSegmentBytes: 1024 });
    await storage.commit([put('fs.chunks', 'a', large(1))]);
    await storage.commit([put('fs.chunks', 'b', large(2))]);
    expect(await valueFiles(dbPath)).toHaveLength(2);
    await storage.commit([del('fs.chunks', 'a')]);
    await storage.commit([put('fs.chunks', 'c', { n: 3 })]); // a round after the delete
    await expect.poll(() => valueFiles(dbPath)).toHaveLength(1);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    expect(BSON.deserialize(reopened.readDoc('app', 'fs.chunks', 'b')!).n).toBe(2);
    await reopened.close();
  });
});
