/**
 * Replay benchmark: builds a store of 100k single-document commits (compaction off, so reopening
 * replays the whole log) and measures how long reopening takes. Target: under 2 s.
 * Run alone with `npx tsx bench/replay.ts`; `bench/run.ts` calls `benchReplay()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { BSON, ObjectId } from 'bson';
import { openStorage } from '../src/storage';

const WRITES = 100_000;
const IN_FLIGHT = 1_000;

export async function benchReplay(): Promise<{
  writes: number;
  replayMs: number;
  logBytes: number;
}> {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'cb-bench-replay-'));
  try {
    // Building is not what is measured, so it skips fsync; the records are the same either way.
    const storage = await openStorage({ dbPath, fsync: false, compactThresholdBytes: Infinity });
    for (let start = 0; start < WRITES; start += IN_FLIGHT) {
      const batch: Promise<void>[] = [];
      for (let n = start; n < Math.min(start + IN_FLIGHT, WRITES); n++) {
        const _id = new ObjectId();
        const doc = BSON.serialize({
          _id,
          brand: 'Amazon',
          amount: n % 500,
          status: 'pending',
          seller: `seller-${n % 97}`,
          createdAt: new Date(),
        });
        batch.push(
          storage.commit([
            { op: 'put', db: 'bench', coll: 'submissions', id: _id.toHexString(), doc },
          ]),
        );
      }
      await Promise.all(batch);
    }
    const { logBytes } = storage.stats();
    await storage.close();

    const started = performance.now();
    const reopened = await openStorage({ dbPath, compactThresholdBytes: Infinity });
    const replayMs = performance.now() - started;
    const replayed = reopened.image.get('bench')?.get('submissions')?.docs.size ?? 0;
    await reopened.close();
    if (replayed !== WRITES) throw new Error(`replayed ${replayed} documents, expected ${WRITES}`);
    return { writes: WRITES, replayMs: Math.round(replayMs), logBytes };
  } finally {
    await rm(dbPath, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchReplay();
  console.log(
    `replay: ${result.writes} writes, log ${(result.logBytes / 1024 / 1024).toFixed(1)} MiB, ` +
      `reopen ${result.replayMs} ms`,
  );
}
