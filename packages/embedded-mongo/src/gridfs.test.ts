import { randomBytes } from 'node:crypto';
import { GridFSBucket, type ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

async function upload(bucket: GridFSBucket, name: string, data: Buffer): Promise<ObjectId> {
  const stream = bucket.openUploadStream(name, { chunkSizeBytes: 255 * 1024 });
  await new Promise<void>((resolve, reject) => {
    stream.once('finish', () => resolve());
    stream.once('error', reject);
    stream.end(data);
  });
  return stream.id;
}

async function download(
  bucket: GridFSBucket,
  id: ObjectId,
  range?: { start: number; end: number },
) {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id, range)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GridFS through the driver', () => {
  let t: TestDatabase;
  let bucket: GridFSBucket;

  beforeAll(async () => {
    t = await openTestDatabase('em_gridfs');
    bucket = new GridFSBucket(t.db, { bucketName: 'images' });
  });
  afterAll(() => t.close());

  it('downloads a 3 MB upload byte-identical', async () => {
    const data = randomBytes(3 * 1024 * 1024);
    const id = await upload(bucket, 'big.bin', data);
    const back = await download(bucket, id);
    expect(back.length).toBe(data.length);
    expect(back.equals(data)).toBe(true);
    const [file] = await bucket.find({ _id: id }).toArray();
    expect(file?.length).toBe(data.length);
  });

  it('serves a byte range', async () => {
    const data = randomBytes(1024 * 1024);
    const id = await upload(bucket, 'ranged.bin', data);
    const part = await download(bucket, id, { start: 300_000, end: 700_000 });
    expect(part.equals(data.subarray(300_000, 700_000))).toBe(true);
  });

  it('deletes the file and all its chunks', async () => {
    const id = await upload(bucket, 'gone.bin', randomBytes(600_000));
    await bucket.delete(id);
    expect(await bucket.find({ _id: id }).toArray()).toEqual([]);
    expect(await t.db.collection('images.chunks').countDocuments({ files_id: id })).toBe(0);
    await expect(download(bucket, id)).rejects.toThrow(/FileNotFound|not found/i);
  });
});
