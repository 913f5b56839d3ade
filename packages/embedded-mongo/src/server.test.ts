import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { WireServer } from './server';
import { Catalog } from './engine/catalog';
import { CursorManager } from './engine/cursors';
import type { Storage } from './storage/types';

/** A store whose disk has failed: every commit rejects. */
const failingStorage = (): Storage => ({
  image: new Map(),
  spillThresholdBytes: undefined,
  readDoc: () => undefined,
  commit: () => Promise.reject(new Error('ENOSPC: no space left on device')),
  stats: () => ({ logBytes: 0, snapshotBytes: 0, liveBytes: 0, compactions: 0 }),
  compact: async () => {},
  close: async () => {},
});

describe('WireServer after a failed commit', () => {
  it('reports the failed write and then refuses to serve state the disk does not have', async () => {
    const server = new WireServer({
      catalog: new Catalog(),
      cursors: new CursorManager(),
      storage: failingStorage(),
    });
    const port = await server.listen(0, '127.0.0.1');
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/?directConnection=true`);
    try {
      const coll = client.db('fail').collection('c');
      const write = await coll.insertOne({ a: 1 }).catch((e: unknown) => e as Error);
      expect(write).toBeInstanceOf(Error);
      expect((write as Error).message).toContain('ENOSPC');
      const read = await coll.findOne({}).catch((e: unknown) => e as Error);
      expect((read as Error).message).toContain('storage failed, restart the server');
      expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    } finally {
      await client.close();
      await server.close();
    }
  });
});
