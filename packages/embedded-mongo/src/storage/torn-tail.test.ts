import { appendFile, open, readdir, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from './index';
import { idsOf, put, tempDir } from './testing/helpers';

async function logPath(dbPath: string): Promise<string> {
  const logs = (await readdir(dbPath)).filter((f) => f.endsWith('.log'));
  expect(logs).toHaveLength(1);
  return path.join(dbPath, logs[0]!);
}

/** Two committed records; returns the log file and its size after the first one. */
async function twoRecords(dbPath: string): Promise<{ log: string; firstEnd: number }> {
  const storage = await openStorage({ dbPath });
  await storage.commit([put('c', 'a', { v: 1 })]);
  const firstEnd = storage.stats().logBytes;
  await storage.commit([put('c', 'b', { v: 2 }), put('c', 'c', { v: 3 })]);
  await storage.close();
  return { log: await logPath(dbPath), firstEnd };
}

describe('torn log tail', () => {
  it('cuts off garbage after the last record and keeps earlier data', async () => {
    const dbPath = await tempDir();
    const { log } = await twoRecords(dbPath);
    const goodSize = (await stat(log)).size;
    await appendFile(log, Buffer.from('\x07\x00garbage from a crashed append'));

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toEqual(['a', 'b', 'c']);
    expect(reopened.stats().truncatedBytes).toBeGreaterThan(0);
    expect((await stat(log)).size).toBe(goodSize);
    await reopened.close();
  });

  it('drops a partially written last record as a whole', async () => {
    const dbPath = await tempDir();
    const { log, firstEnd } = await twoRecords(dbPath);
    const size = (await stat(log)).size;
    await truncate(log, size - 5);

    const reopened = await openStorage({ dbPath });
    // The second commit wrote b and c together: neither survives without the other.
    expect(idsOf(reopened.image, 'c')).toEqual(['a']);
    expect((await stat(log)).size).toBe(firstEnd);
    await reopened.close();
  });

  it('drops a last record whose checksum no longer matches', async () => {
    const dbPath = await tempDir();
    const { log, firstEnd } = await twoRecords(dbPath);
    const size = (await stat(log)).size;
    const fh = await open(log, 'r+');
    await fh.write(Buffer.from([0xff]), 0, 1, size - 3);
    await fh.close();

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toEqual(['a']);
    expect(reopened.stats().truncatedBytes).toBe(size - firstEnd);
    expect((await stat(log)).size).toBe(firstEnd);
    await reopened.close();
  });

  it('appends new commits after the cut so they survive the next reopen', async () => {
    const dbPath = await tempDir();
    const { log } = await twoRecords(dbPath);
    await appendFile(log, Buffer.alloc(64));

    const reopened = await openStorage({ dbPath });
    await reopened.commit([put('c', 'd', { v: 4 })]);
    await reopened.close();
    const again = await openStorage({ dbPath });
    expect(idsOf(again.image, 'c')).toEqual(['a', 'b', 'c', 'd']);
    expect(again.stats().truncatedBytes).toBe(0);
    await again.close();
  });
});
