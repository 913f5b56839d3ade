/**
 * Embedded MongoDB benchmark (`npm run bench:mongo`). Prints one line per figure; the README
 * records a run. Everything goes through the wire protocol with the official driver, to the CLI
 * server in its own process on a durable store (dbPath, fsync on), as `npm start` runs it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { runCommand } from '../src/commands/registry';
import type { CommandContext } from '../src/commands/context';
import { Catalog } from '../src/engine/catalog';
import { CursorManager } from '../src/engine/cursors';
import { openStorage } from '../src/storage/index';
import { rssOf, spawnServer, stopServer } from './server-process';

const here = path.dirname(fileURLToPath(import.meta.url));

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

function report(name: string, value: string): void {
  console.log(`${name.padEnd(52)} ${value}`);
}

async function benchInserts(db: Db): Promise<void> {
  const docs = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      n: from + i,
      brand: 'Amazon',
      amount: (from + i) % 500,
      status: 'pending',
    }));
  const bulk = db.collection('inserts_bulk');
  const [bulkMs] = await timed(async () => {
    for (let i = 0; i < 20_000; i += 1000) await bulk.insertMany(docs(i, 1000));
  });
  report(
    'insert 20k documents (insertMany x1000)',
    `${Math.round(bulkMs)} ms (${Math.round(20_000 / (bulkMs / 1000))} docs/s)`,
  );
  const single = db.collection('inserts_single');
  const [singleMs] = await timed(async () => {
    // 16 concurrent writers, like a service under load: acknowledged = fsynced, commits grouped.
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        for (let i = w; i < 20_000; i += 16) await single.insertOne(docs(i, 1)[0]!);
      }),
    );
  });
  report(
    'insert 20k documents (insertOne, 16 concurrent)',
    `${Math.round(singleMs)} ms (${Math.round(20_000 / (singleMs / 1000))} docs/s)`,
  );
}

const perLookup = (ms: number, n = 1000): string =>
  `${Math.round(ms)} ms (${(ms / n).toFixed(3)} ms each)`;

async function benchLookups(db: Db): Promise<void> {
  const coll = db.collection('lookups');
  for (let i = 0; i < 100_000; i += 5000) {
    await coll.insertMany(
      Array.from({ length: 5000 }, (_, j) => ({ key: `k${i + j}`, plain: `p${i + j}`, n: i + j })),
    );
  }
  await coll.createIndex({ key: 1 }, { unique: true });
  const randomPicks = () => Array.from({ length: 1000 }, () => Math.floor(Math.random() * 100_000));
  const indexedPass = (picks: number[]) =>
    timed(async () => {
      for (const i of picks)
        if (!(await coll.findOne({ key: `k${i}` }))) throw new Error('missing');
    });
  const scanPass = (picks: number[]) =>
    timed(async () => {
      for (const i of picks)
        if (!(await coll.findOne({ plain: `p${i}` }))) throw new Error('missing');
    });
  const picks = randomPicks();
  const [indexedMs] = await indexedPass(picks);
  const [scanMs] = await scanPass(picks);
  report('1000 findOne, unique indexed key, 100k docs', perLookup(indexedMs));
  report('1000 findOne, unindexed field, 100k docs', perLookup(scanMs));
  report('indexed speed-up', `${(scanMs / indexedMs).toFixed(1)}x`);

  // A second pass over fresh keys, once both processes have compiled the find path: the first
  // pass above runs right after the 100k-document load and pays for that warm-up.
  const again = randomPicks();
  const [indexedWarmMs] = await indexedPass(again);
  const [scanWarmMs] = await scanPass(again);
  report('second pass: 1000 findOne, indexed key', perLookup(indexedWarmMs));
  report('second pass: 1000 findOne, unindexed field', perLookup(scanWarmMs));
  report('second pass: indexed speed-up', `${(scanWarmMs / indexedWarmMs).toFixed(1)}x`);

  // The floor under any sequential request: one driver round trip for a command that does no
  // work on the server. An indexed findOne cannot cost less than this over the wire.
  const [pingMs] = await timed(async () => {
    for (let i = 0; i < 1000; i++) await db.command({ ping: 1 });
  });
  report('floor: 1000 ping, same driver and connection', perLookup(pingMs));
  // The same find command as findOne sends, without the driver's cursor machinery: the gap to
  // findOne is the driver's own cost, the gap to ping is the server's lookup.
  const [rawFindMs] = await timed(async () => {
    for (const i of randomPicks()) {
      const filter = { key: `k${i}` };
      await db.command({ find: 'lookups', filter, limit: 1, singleBatch: true, batchSize: 1 });
    }
  });
  report('1000 find commands, indexed key, no driver cursor', perLookup(rawFindMs));
  report(
    'best ratio possible at the ping floor',
    `${(scanWarmMs / pingMs).toFixed(1)}x (second-pass scan / ping)`,
  );

  // Throughput with requests in flight on several pooled connections, as a loaded service has.
  const [concurrentMs] = await timed(async () => {
    const queue = randomPicks();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = queue.pop(); i !== undefined; i = queue.pop())
          if (!(await coll.findOne({ key: `k${i}` }))) throw new Error('missing');
      }),
    );
  });
  report(
    '1000 findOne, indexed key, 16 at a time',
    `${Math.round(concurrentMs)} ms (${Math.round(1000 / (concurrentMs / 1000))} lookups/s)`,
  );
}

async function benchGridFs(db: Db): Promise<void> {
  const bucket = new GridFSBucket(db);
  const data = randomBytes(10 * 1024 * 1024);
  const [upMs, id] = await timed(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const up = bucket.openUploadStream('big.bin');
        up.once('finish', () => resolve(up.id));
        up.once('error', reject);
        up.end(data);
      }),
  );
  const [downMs, back] = await timed(async () => {
    const chunks: Buffer[] = [];
    for await (const c of bucket.openDownloadStream(id as never)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  });
  if (!back.equals(data)) throw new Error('GridFS download differs');
  report('GridFS 10 MB upload', `${Math.round(upMs)} ms`);
  report('GridFS 10 MB download', `${Math.round(downMs)} ms`);
}

async function benchStorageReplay(): Promise<void> {
  const replayModule = path.join(here, 'replay.ts');
  if (!existsSync(replayModule)) {
    report('storage replay of 100k writes', 'bench/replay.ts not present');
    return;
  }
  const { benchReplay } = (await import(pathToFileURL(replayModule).href)) as {
    benchReplay: () => Promise<{ writes: number; replayMs: number; logBytes: number }>;
  };
  const r = await benchReplay();
  report(`storage replay of ${r.writes} writes (${mb(r.logBytes)} log)`, `${r.replayMs} ms`);
}

/**
 * The same lookups without the network: commands run directly on the engine, so the figures show
 * what the index saves independently of socket round trips (which dominate on a busy machine).
 */
async function benchEngineLookups(): Promise<void> {
  const storage = await openStorage({ inMemory: true });
  const ctx: CommandContext = {
    db: 'bench',
    catalog: new Catalog(),
    cursors: new CursorManager(),
    storage,
    connectionId: 0,
    commit: (ops) => storage.commit(ops),
  };
  for (let i = 0; i < 100_000; i += 5000) {
    const documents = Array.from({ length: 5000 }, (_, j) => ({
      key: `k${i + j}`,
      plain: `p${i + j}`,
      n: i + j,
    }));
    await runCommand({ insert: 'lookups', documents }, ctx);
  }
  await runCommand(
    { createIndexes: 'lookups', indexes: [{ key: { key: 1 }, name: 'key_1', unique: true }] },
    ctx,
  );
  const picks = Array.from({ length: 1000 }, () => Math.floor(Math.random() * 100_000));
  const findOne = (filter: Record<string, unknown>) =>
    runCommand({ find: 'lookups', filter, limit: 1, singleBatch: true }, ctx);
  const [indexedMs] = await timed(async () => {
    for (const i of picks) await findOne({ key: `k${i}` });
  });
  const [scanMs] = await timed(async () => {
    for (const i of picks) await findOne({ plain: `p${i}` });
  });
  report(
    'engine only: 1000 findOne, indexed key',
    `${Math.round(indexedMs)} ms (${(indexedMs / 1000).toFixed(3)} ms each)`,
  );
  report(
    'engine only: 1000 findOne, unindexed field',
    `${Math.round(scanMs)} ms (${(scanMs / 1000).toFixed(3)} ms each)`,
  );
  report('engine only: indexed speed-up', `${(scanMs / indexedMs).toFixed(1)}x`);
  await storage.close();
}

async function main(): Promise<void> {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'em-bench-'));
  try {
    const first = await spawnServer(dbPath);
    report(
      'server start, empty store (process start to listening)',
      `${Math.round(first.startMs)} ms`,
    );
    let client = await MongoClient.connect(first.uri);
    const db = client.db('bench');
    await benchInserts(db);
    await benchLookups(db);
    await benchGridFs(db);
    report('server resident memory (140k docs + 10 MB file)', mb(await rssOf(first.child.pid!)));
    await client.close();
    await stopServer(first.child);

    const again = await spawnServer(dbPath);
    client = await MongoClient.connect(again.uri);
    const count = await client.db('bench').collection('lookups').countDocuments();
    report(
      `server restart with ${count} + 40k docs and the file`,
      `${Math.round(again.startMs)} ms`,
    );
    await client.close();
    await stopServer(again.child);
    await benchStorageReplay();
    await benchEngineLookups();
  } finally {
    await rm(dbPath, { recursive: true, force: true });
  }
}

if (process.argv.includes('--memory-only')) {
  const { benchMemory } = await import('./memory');
  await benchMemory();
} else {
  await main();
  const { benchMemory } = await import('./memory');
  await benchMemory();
}
