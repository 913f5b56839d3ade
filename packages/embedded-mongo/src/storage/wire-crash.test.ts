import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { startMongoServer } from '../index';
import { tempDir } from './testing/helpers';

const writer = fileURLToPath(new URL('./testing/fixtures/wire-crash-writer.ts', import.meta.url));

/** Runs the server + inserting client until `killAfter` inserts were acknowledged, then kill -9. */
function runAndKill(dbPath: string, firstId: number, killAfter: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, dbPath, String(firstId)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acked: number[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [word, n] = line.split(' ');
      if (word !== 'ack') return;
      acked.push(Number(n));
      if (acked.length === killAfter) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own (${code})`));
      else resolve(acked);
    });
  });
}

describe('crash safety through the wire protocol', () => {
  it('keeps every acknowledged insert after kill -9 of a server under load', async () => {
    const dbPath = await tempDir();
    const acked: number[] = [];
    for (const [round, killAfter] of [500, 300].entries()) {
      acked.push(...(await runAndKill(dbPath, round * 1_000_000, killAfter)));

      const server = await startMongoServer({ dbPath });
      const client = await MongoClient.connect(server.uri);
      try {
        const items = client.db('crash').collection<{ _id: number; batch: number }>('items');
        const found = new Set(
          (await items.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id),
        );
        expect(acked.filter((n) => !found.has(n))).toEqual([]);
        // insertMany of 5 is one command: its documents survive together or not at all.
        const perBatch = await items
          .aggregate<{ _id: number; n: number }>([{ $group: { _id: '$batch', n: { $sum: 1 } } }])
          .toArray();
        const ragged = perBatch.filter((b) => b.n !== 1 && b.n !== 5);
        expect(ragged).toEqual([]);
      } finally {
        await client.close();
        await server.stop();
      }
    }
  }, 120_000);
});
