import { open } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStorage } from './index';
import { idsOf, put, tempDir } from './testing/helpers';

interface FileHandleMethods {
  datasync(): Promise<void>;
  write(...args: unknown[]): Promise<unknown>;
}

/** FileHandle's prototype is not exported; take it from a live handle. */
async function fileHandlePrototype(path: string): Promise<FileHandleMethods> {
  const fh = await open(path, 'r');
  await fh.close();
  return Object.getPrototypeOf(fh) as FileHandleMethods;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('log writes', () => {
  it('acknowledges a commit only after the log was fsynced', async () => {
    const dbPath = await tempDir();
    const events: string[] = [];
    const proto = await fileHandlePrototype(dbPath);
    const original = proto.datasync;
    vi.spyOn(proto, 'datasync').mockImplementation(async function (this: unknown) {
      await original.call(this);
      events.push('fsync');
    });
    const storage = await openStorage({ dbPath });
    const commit = (id: string): Promise<void> => {
      events.push(`commit ${id}`);
      return storage.commit([put('c', id, {})]).then(() => {
        events.push(`ack ${id}`);
      });
    };
    await commit('a');
    await Promise.all([commit('b'), commit('c'), commit('d')]);
    await storage.close();

    for (const id of ['a', 'b', 'c', 'd']) {
      const between = events.slice(events.indexOf(`commit ${id}`), events.indexOf(`ack ${id}`));
      expect(between, `fsync between commit ${id} and its ack`).toContain('fsync');
    }
    expect(events.filter((e) => e === 'fsync')).toHaveLength(storage.stats().logWrites ?? -1);
  });

  it('skips fsync when turned off', async () => {
    const dbPath = await tempDir();
    const proto = await fileHandlePrototype(dbPath);
    const datasync = vi.spyOn(proto, 'datasync');
    const storage = await openStorage({ dbPath, fsync: false });
    await storage.commit([put('c', 'a', {})]);
    await storage.close();
    expect(datasync).not.toHaveBeenCalled();
  });

  it('fails the commit whose write failed and every later one; reopening keeps the earlier ones', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath });
    await storage.commit([put('c', 'a', {})]);
    const proto = await fileHandlePrototype(dbPath);
    vi.spyOn(proto, 'write').mockRejectedValueOnce(
      Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
    );
    await expect(storage.commit([put('c', 'b', {})])).rejects.toThrow('ENOSPC');
    vi.restoreAllMocks();
    await expect(storage.commit([put('c', 'c', {})])).rejects.toThrow('ENOSPC');
    // A snapshot of the image would hold the failed commit: compaction must refuse.
    await expect(storage.compact()).rejects.toThrow('ENOSPC');
    await storage.close();

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toEqual(['a']);
    await reopened.close();
  });

  it('keeps a commit whose write fails during a compaction out of the new snapshot', async () => {
    const dbPath = await tempDir();
    const storage = await openStorage({ dbPath, compactThresholdBytes: Infinity });
    await storage.commit([put('c', 'a', {})]);
    const proto = await fileHandlePrototype(dbPath);
    const original = proto.write;
    // Only the log write carrying the doomed commit fails (the first write to contain it; the
    // snapshot's comes later), and only once the snapshot is written.
    let failed = false;
    vi.spyOn(proto, 'write').mockImplementation(async function (this: unknown, ...args: unknown[]) {
      if (!failed && Buffer.isBuffer(args[0]) && args[0].includes('doomed')) {
        failed = true;
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
      }
      return original.apply(this, args);
    });
    const doomed = storage.commit([put('c', 'doomed', {})]);
    const compaction = storage.compact();
    await expect(doomed).rejects.toThrow('EIO');
    await expect(compaction).rejects.toThrow('EIO');
    vi.restoreAllMocks();
    await storage.close();

    const reopened = await openStorage({ dbPath });
    expect(idsOf(reopened.image, 'c')).toEqual(['a']);
    await reopened.close();
  });
});
