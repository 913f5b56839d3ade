import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { startMongoServer } from '../index';
import { tempDir } from './testing/helpers';
import { killAfterAcks } from './testing/kill-after-acks';

const writer = fileURLToPath(new URL('./testing/fixtures/wire-crash-writer.ts', import.meta.url));

/** Runs the server + inserting client until `killAfter` inserts were acknowledged, then kill -9. */
async function runAndKill(dbPath: string, firstId: number, killAfter: number): Promise<number[]> {
  const acks = await killAfterAcks(writer, [dbPath, String(firstId)], killAfter);
  return acks.map(([n]) => Number(n));
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
