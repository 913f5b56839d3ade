import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GridFSBucket, MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedded, type EmbeddedServer } from './embedded';

// Reclaiming space is the embedded storage engine's job, so this always runs on the embedded server.
/** Bytes of every file in the data directory: what the store costs on disk. */
async function filesBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

describe('GridFS space after delete and compaction (embedded storage)', () => {
  let dbPath: string;
  let embedded: EmbeddedServer;
  let client: MongoClient;

  beforeAll(async () => {
    dbPath = await mkdtemp(path.join(tmpdir(), 'em-gridfs-'));
    embedded = await startEmbedded({ dbPath, fsync: false });
    client = await MongoClient.connect(embedded.server.uri);
  });
  afterAll(async () => {
    await client.close();
    await embedded.server.stop();
    await rm(dbPath, { recursive: true, force: true });
  });

  it('frees the bytes of a deleted file once the store is compacted', async () => {
    const bucket = new GridFSBucket(client.db('em_gridfs_compaction'));
    const data = randomBytes(3 * 1024 * 1024);
    const upload = bucket.openUploadStream('photo.jpg');
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
    await embedded.storage.compact();
    const withFile = await filesBytes(dbPath);
    expect(withFile).toBeGreaterThan(data.length);

    await bucket.delete(upload.id);
    await embedded.storage.compact();
    expect(withFile - (await filesBytes(dbPath))).toBeGreaterThan(data.length);
    expect(embedded.storage.stats().liveBytes).toBeLessThan(64 * 1024);
  });
});
