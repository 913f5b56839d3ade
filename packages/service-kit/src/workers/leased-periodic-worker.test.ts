import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { captureLogs } from '../testing/log-capture';
import { useTestDatabase } from '../testing/use-test-database';
import { createLeases, LeaseLostError } from './lease';
import { leasedPeriodicWorker } from './leased-periodic-worker';
import type { PeriodicWorker } from './periodic-worker';

const logger = createLogger({
  name: 'lease-test',
  level: 'info',
  destination: captureLogs().destination,
});

const database = useTestDatabase('leases');

const job = () => `job-${randomUUID().slice(0, 8)}`;

describe('leases', () => {
  it('gives a job to one holder at a time, and to another once the lease ran out', async () => {
    const name = job();
    const a = createLeases(database(), 'replica-a');
    const b = createLeases(database(), 'replica-b');
    const [first, second] = await Promise.all([a.acquire(name, 200), b.acquire(name, 200)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await sleep(250);
    const loser = first ? b : a;
    expect(await loser.acquire(name, 200)).toBeDefined();
  });

  it("refuses a stalled holder's write once its lease was taken over (fencing)", async () => {
    const name = job();
    const results = database().collection<{ _id: string; writtenBy: string }>(`results_${name}`);
    const write = async (lease: { renew: () => Promise<void> }, by: string) => {
      await lease.renew();
      await results.updateOne({ _id: 'total' }, { $set: { writtenBy: by } }, { upsert: true });
    };

    const slow = await createLeases(database(), 'slow').acquire(name, 100);
    expect(slow).toBeDefined();
    await sleep(150); // the slow holder stalls past its lease
    const fresh = await createLeases(database(), 'fresh').acquire(name, 10_000);
    expect(fresh).toBeDefined();
    await write(fresh!, 'fresh');

    await expect(write(slow!, 'slow')).rejects.toBeInstanceOf(LeaseLostError);
    expect(await results.findOne({ _id: 'total' })).toMatchObject({ writtenBy: 'fresh' });
  });
});

describe('leasedPeriodicWorker', () => {
  it('runs a job once per interval across three replicas', async () => {
    const name = job();
    const runs: string[] = [];
    const replicas: PeriodicWorker[] = ['a', 'b', 'c'].map((replica) =>
      leasedPeriodicWorker({
        name,
        db: database(),
        logger,
        intervalMs: 300,
        leases: createLeases(database(), replica),
        run: async () => {
          runs.push(replica);
        },
      }),
    );
    for (const replica of replicas) replica.start();
    await sleep(1_000);
    await Promise.all(replicas.map((replica) => replica.stop()));
    // ~1 s at one run per 300 ms: 3 or 4 runs (one per interval), not one per replica per tick.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(5);
  });

  it('lets another replica take over the job of one that died holding the lease', async () => {
    const name = job();
    // The dead replica: took the lease and never renewed nor released it.
    expect(await createLeases(database(), 'dead').acquire(name, 200)).toBeDefined();
    const runs: number[] = [];
    const survivor = leasedPeriodicWorker({
      name,
      db: database(),
      logger,
      intervalMs: 50,
      leases: createLeases(database(), 'survivor'),
      run: async () => {
        runs.push(Date.now());
      },
    });
    const startedAt = Date.now();
    survivor.start();
    await sleep(500);
    await survivor.stop();
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]! - startedAt).toBeGreaterThanOrEqual(150);
  });
});
