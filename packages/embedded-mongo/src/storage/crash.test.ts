import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openStorage } from './index';
import { idsOf, tempDir } from './testing/helpers';
import { killAfterAcks } from './testing/kill-after-acks';

const writer = fileURLToPath(new URL('./testing/fixtures/crash-writer.ts', import.meta.url));

interface Round {
  acked: number[];
  maxCompactions: number;
}

/** Runs the writer until it has acknowledged `killAfter` commits, then kill -9s it. */
async function runAndKill(dbPath: string, firstId: number, killAfter: number): Promise<Round> {
  const acks = await killAfterAcks(writer, [dbPath, String(firstId), '262144'], killAfter);
  return {
    acked: acks.map(([n]) => Number(n)),
    maxCompactions: Math.max(0, ...acks.map(([, compactions]) => Number(compactions))),
  };
}

describe('crash safety', () => {
  it('finds every acknowledged commit, whole, after repeated kill -9 under load', async () => {
    const dbPath = await tempDir();
    const acked: number[] = [];
    let compactions = 0;
    for (const [round, killAfter] of [400, 250, 600].entries()) {
      const result = await runAndKill(dbPath, round * 100_000, killAfter);
      acked.push(...result.acked);
      compactions += result.maxCompactions;

      const storage = await openStorage({ dbPath });
      const a = new Set(idsOf(storage.image, 'a', 'crash'));
      const b = new Set(idsOf(storage.image, 'b', 'crash'));
      const missing = acked.filter((n) => !a.has(`w${n}`) || !b.has(`w${n}`));
      expect(missing).toEqual([]);
      // All-or-nothing: a commit wrote a and b together, so they hold the same ids.
      expect([...a].sort()).toEqual([...b].sort());
      await storage.close();
    }
    // The crashes hit a store that was compacting, not just appending.
    expect(compactions).toBeGreaterThan(0);
  }, 90_000);
});
