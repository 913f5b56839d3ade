/**
 * Memory with a marketplace's data (part of `npm run bench:mongo`; alone: `npm run bench:mongo
 * -- --memory-only`): ten sellers upload 2 GB of images through GridFS beside 100,000 small
 * documents; the server's resident memory is sampled during the uploads, during the downloads of
 * every file (each checked by hash), and after a restart, which is timed. Sizes can be scaled down
 * with BENCH_GRIDFS_MB and BENCH_SMALL_DOCS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GridFSBucket, MongoClient, type ObjectId } from 'mongodb';
import { rssOf, spawnServer, stopServer } from './server-process';

const MB = 1024 * 1024;
const FILE_MB = 10;
const SELLERS = 10;
const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;
const report = (name: string, value: string): void => console.log(`${name.padEnd(52)} ${value}`);

/** Samples a process's resident memory until stopped; answers the peak. */
function sampleRss(pid: number): () => Promise<number> {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssOf(pid).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

const sha = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export async function benchMemory(): Promise<void> {
  const totalMb = Number(process.env.BENCH_GRIDFS_MB ?? 2048);
  const smallDocs = Number(process.env.BENCH_SMALL_DOCS ?? 100_000);
  const filesPerSeller = Math.max(1, Math.round(totalMb / FILE_MB / SELLERS));
  const dbPath = await mkdtemp(path.join(tmpdir(), 'em-bench-memory-'));
  const files: { id: ObjectId; hash: string }[] = [];
  try {
    const first = await spawnServer(dbPath);
    report('memory: server at start', mb(await rssOf(first.child.pid!)));
    let client = await MongoClient.connect(first.uri, { maxPoolSize: SELLERS + 2 });
    let db = client.db('bench_memory');

    for (let i = 0; i < smallDocs; i += 5000) {
      const docs = Array.from({ length: Math.min(5000, smallDocs - i) }, (_, j) => ({
        n: i + j,
        seller: `seller${(i + j) % 500}`,
        brand: 'Amazon',
        amount: (i + j) % 500,
        status: 'pending',
      }));
      await db.collection('submissions').insertMany(docs);
    }
    await db.collection('submissions').createIndex({ seller: 1 });

    const uploadPeak = sampleRss(first.child.pid!);
    const bucket = new GridFSBucket(db);
    const uploadStart = Date.now();
    await Promise.all(
      Array.from({ length: SELLERS }, async (_, seller) => {
        for (let f = 0; f < filesPerSeller; f++) {
          const data = randomBytes(FILE_MB * MB);
          const upload = bucket.openUploadStream(`seller${seller}-${f}.jpg`);
          await new Promise<void>((resolve, reject) => {
            upload.once('finish', () => resolve());
            upload.once('error', reject);
            upload.end(data);
          });
          files.push({ id: upload.id as ObjectId, hash: sha(data) });
        }
      }),
    );
    const uploadSeconds = (Date.now() - uploadStart) / 1000;
    const storedMb = files.length * FILE_MB;
    report(
      `memory: peak during ${storedMb} MB of uploads (${SELLERS} sellers)`,
      `${mb(await uploadPeak())} (${(storedMb / uploadSeconds).toFixed(0)} MB/s)`,
    );
    report('memory: after the uploads', mb(await rssOf(first.child.pid!)));
    await client.close();
    await stopServer(first.child);

    const again = await spawnServer(dbPath);
    report(
      `memory: restart with ${storedMb} MB of files + ${smallDocs} docs`,
      `${Math.round(again.startMs)} ms`,
    );
    report('memory: after the restart', mb(await rssOf(again.child.pid!)));
    client = await MongoClient.connect(again.uri, { maxPoolSize: SELLERS + 2 });
    db = client.db('bench_memory');
    const downloadPeak = sampleRss(again.child.pid!);
    const queue = [...files];
    let wrong = 0;
    await Promise.all(
      Array.from({ length: SELLERS }, async () => {
        const reader = new GridFSBucket(db);
        for (let file = queue.pop(); file; file = queue.pop()) {
          const chunks: Buffer[] = [];
          for await (const c of reader.openDownloadStream(file.id)) chunks.push(c as Buffer);
          if (sha(Buffer.concat(chunks)) !== file.hash) wrong += 1;
        }
      }),
    );
    report(`memory: peak while downloading every file (${wrong} differ)`, mb(await downloadPeak()));
    const count = await db.collection('submissions').countDocuments({ seller: 'seller7' });
    report(
      `memory: after the downloads (seller7 has ${count} docs)`,
      mb(await rssOf(again.child.pid!)),
    );
    await client.close();
    await stopServer(again.child);
  } finally {
    await rm(dbPath, { recursive: true, force: true });
  }
}
