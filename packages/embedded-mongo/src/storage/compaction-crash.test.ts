import { copyFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStorage } from './index';
import { del, idsOf, put, tempDir } from './testing/helpers';

const FIRST_LOG = 'wal-0000000001.log';

/** A store compacted once: the first log is saved to `backup` just before the compaction. */
async function compactedStore(dbPath: string, backup: string): Promise<void> {
  const storage = await openStorage({ dbPath, compactThresholdBytes: Infinity });
  await storage.commit([put('c', 'a', {}), put('c', 'b', {})]);
  await storage.commit([del('c', 'a')]);
  await copyFile(path.join(dbPath, FIRST_LOG), backup);
  await storage.compact();
  await storage.commit([put('c', 'c', {})]);
  await storage.close();
}

describe('crash during compaction', () => {
  it('recovers when the crash came after the snapshot rename but before the old log was deleted', async () => {
    const dbPath = await tempDir();
    const backup = path.join(await tempDir(), 'old.log');
    await compactedStore(dbPath, backup);
    await copyFile(backup, path.join(dbPath, FIRST_LOG));

    const storage = await openStorage({ dbPath });
    expect(idsOf(storage.image, 'c')).toEqual(['b', 'c']);
    expect(await readdir(dbPath)).not.toContain(FIRST_LOG);
    await storage.close();
  });

  it('recovers when the crash came before the snapshot rename', async () => {
    const dbPath = await tempDir();
    const backup = path.join(await tempDir(), 'old.log');
    await compactedStore(dbPath, backup);
    // Back to the moment before the rename: the old log, the new log, a half-written snapshot.tmp.
    await rm(path.join(dbPath, 'snapshot.bin'));
    await copyFile(backup, path.join(dbPath, FIRST_LOG));
    await writeFile(path.join(dbPath, 'snapshot.tmp'), 'partial');

    const storage = await openStorage({ dbPath });
    expect(idsOf(storage.image, 'c')).toEqual(['b', 'c']);
    await storage.commit([put('c', 'd', {})]);
    await storage.close();
    const again = await openStorage({ dbPath });
    expect(idsOf(again.image, 'c')).toEqual(['b', 'c', 'd']);
    await again.close();
  });

  it('refuses to open when an older log generation is damaged rather than drop later records', async () => {
    const dbPath = await tempDir();
    const backup = path.join(await tempDir(), 'old.log');
    await compactedStore(dbPath, backup);
    await rm(path.join(dbPath, 'snapshot.bin'));
    await copyFile(backup, path.join(dbPath, FIRST_LOG));
    await writeFile(path.join(dbPath, FIRST_LOG), 'not a log');

    await expect(openStorage({ dbPath })).rejects.toThrow(/is not the newest log/);
  });
});
