import { readdir, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from './index';
import { del, docsOf, idsOf, put, tempDir } from './testing/helpers';

const chunk = (i: number): Record<string, unknown> => ({ n: i, data: Buffer.alloc(16 * 1024, i) });

async function filesBytes(dbPath: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dbPath)) total += (await stat(path.join(dbPath, name))).size;
  return total;
}

describe('compaction', () => {
  it('shrinks the files after deletes and keeps the live data', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath, compactThresholdBytes: Infinity });
    for (let i = 0; i < 100; i++) await storage.commit([put('fs.chunks', String(i), chunk(i))]);
    for (let i = 0; i < 95; i++) await storage.commit([del('fs.chunks', String(i))]);
    const before = await filesBytes(dbPath);
    await storage.compact();
    const after = await filesBytes(dbPath);

    expect(after).toBeLessThan(before / 10);
    expect(storage.stats()).toMatchObject({ logBytes: 0, compactions: 1 });
    // The five live chunks were copied out of the value segment the deletes left mostly empty.
    expect(storage.stats().liveValueBytes).toBeGreaterThan(5 * 16 * 1024);
    expect(storage.stats().valueBytes).toBe(storage.stats().liveValueBytes);
    await storage.commit([put('fs.chunks', 'late', chunk(200))]);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'fs.chunks')).toEqual(['95', '96', '97', '98', '99', 'late']);
    expect(docsOf(reopened.image, 'fs.chunks')[0]).toMatchObject({ n: 95 });
    await reopened.close();
  });

  it('compacts on its own once the log passes the threshold and outgrows the live data', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath, compactThresholdBytes: 256 * 1024 });
    for (let i = 0; i < 200; i++) {
      await storage.commit([put('fs.chunks', `k${i}`, chunk(i))]);
      if (i >= 2) await storage.commit([del('fs.chunks', `k${i - 2}`)]);
    }
    await storage.close();

    expect(storage.stats().compactions).toBeGreaterThan(0);
    expect(await filesBytes(dbPath)).toBeLessThan(1024 * 1024);
    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'fs.chunks')).toEqual(['k198', 'k199']);
    await reopened.close();
  });

  it('does not compact a log that is mostly live data', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath, compactThresholdBytes: 64 * 1024 });
    for (let i = 0; i < 40; i++) await storage.commit([put('fs.chunks', `k${i}`, chunk(i))]);
    expect(storage.stats().compactions).toBe(0);
    await storage.close();
  });

  it('keeps commits made while a compaction is writing its snapshot', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath, compactThresholdBytes: Infinity });
    for (let i = 0; i < 60; i++) await storage.commit([put('c', `old${i}`, chunk(i))]);
    let compacted = false;
    const compaction = storage.compact().then(() => {
      compacted = true;
    });
    let n = 0;
    while (!compacted && n < 60) {
      await storage.commit([put('c', `new${n}`, { n }), del('c', `old${n}`)]);
      n++;
    }
    await compaction;
    // Some commits landed after the cut, in the new log generation.
    expect(storage.stats().logBytes).toBeGreaterThan(0);
    await storage.close();

    const reopened = await openStorage({ dbPath });
    const expected = [
      ...Array.from({ length: 60 - n }, (_, i) => `old${n + i}`),
      ...Array.from({ length: n }, (_, i) => `new${i}`),
    ];
    expect(idsOf(reopened.image, 'c')).toEqual(expected);
    await reopened.close();
  });

  it('ignores a snapshot.tmp left by a compaction that died before its rename', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.commit([put('c', 'a', {})]);
    await storage.close();
    await writeFile(path.join(dbPath, 'snapshot.tmp'), 'half a snapshot');

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toEqual(['a']);
    expect(await readdir(dbPath)).not.toContain('snapshot.tmp');
    await reopened.close();
  });

  it('replays across generations and compactions, then starts clean', async () => {
    const dbPath = await tempDir();
    const first = await openStorage({ dbPath, compactThresholdBytes: Infinity });
    await first.commit([put('c', 'a', {}), put('c', 'b', {})]);
    await first.compact();
    await first.commit([del('c', 'a'), put('c', 'c', {})]);
    await first.compact();
    await first.commit([put('c', 'd', {})]);
    await first.close();

    const second = await openStorage({ dbPath });
    expect(idsOf(second.image, 'c')).toEqual(['b', 'c', 'd']);
    await second.close();
    const files = (await readdir(dbPath)).filter((f) => f !== 'mongod.lock');
    expect(files.filter((f) => f.endsWith('.log'))).toHaveLength(1);
    expect(files).toContain('snapshot.bin');
  });

  it('refuses to open a damaged snapshot instead of silently losing data', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.commit([put('c', 'a', chunk(1))]);
    await storage.compact();
    await storage.close();
    const snapshot = path.join(dbPath, 'snapshot.bin');
    await truncate(snapshot, 100);

    await expect(openStorage({ dbPath })).rejects.toThrow(/snapshot .*snapshot\.bin is corrupt/);
    // The failed open released its lock.
    expect(await readdir(dbPath)).not.toContain('mongod.lock');
  });
});
