import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { startMongoServer } from '../index';
import { tempDir } from './testing/helpers';
import { killAfterAcks } from './testing/kill-after-acks';
import { payloadOf } from './testing/fixtures/large-payload';

const writer = fileURLToPath(new URL('./testing/fixtures/large-crash-writer.ts', import.meta.url));

/** Runs the writer until `killAfter` large inserts were acknowledged, then kill -9. */
async function runAndKill(dbPath: string, firstId: number, killAfter: number): Promise<number[]> {
  const acks = await killAfterAcks(writer, [dbPath, String(firstId)], killAfter, 60_000);
  return acks.map(([n]) => Number(n));
}

describe('crash safety of large documents (kept in value files)', () => {
  it('reads back every acknowledged large document, byte for byte, after kill -9', async () => {
    const dbPath = await tempDir();
    const acked: number[] = [];
    // 300 kept and 300 deleted 40 KiB documents per round: several compactions relocate values.
    for (const [round, killAfter] of [300, 200].entries()) {
      acked.push(...(await runAndKill(dbPath, round * 1_000_000, killAfter)));

      const server = await startMongoServer({ dbPath });
      const client = await MongoClient.connect(server.uri);
      try {
        const large = client
          .db('crash')
          .collection<{ _id: number; data: { buffer: Uint8Array } }>('large');
        const damaged: number[] = [];
        const found = new Set<number>();
        for await (const doc of large.find({})) {
          found.add(doc._id);
          if (!Buffer.from(doc.data.buffer).equals(payloadOf(doc._id))) damaged.push(doc._id);
        }
        expect(acked.filter((n) => !found.has(n))).toEqual([]);
        expect(damaged).toEqual([]);
        expect(await client.db('crash').collection('scratch').countDocuments()).toBeLessThan(5);
      } finally {
        await client.close();
        await server.stop();
      }
    }
  }, 180_000);
});
