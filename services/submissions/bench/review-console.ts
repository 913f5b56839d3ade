/**
 * The review console at scale (docs/product.md#review-console): seeds 100,000 submissions (3 in
 * 7 pending, each with its review target; 1 in 50 flagged, some as duplicates) into the embedded
 * MongoDB-compatible server (in its own process, as a database is deployed; or MONGODB_URI),
 * starts the real submissions app over HTTP, and has ten reviewers (another process,
 * review-console-load.ts) work at once. Prints p50, p99 and the slowest of "Review next" (each
 * reviewer presses it, then moves the submission it got on, as a reviewer does), of the queue's
 * first page (newest first, pending by time left to target, flagged only, as the console asks),
 * all ten at once, and of the facets.
 * Target: p99 < 50 ms. Run: `npm run bench:review-console` (BENCH_SUBMISSIONS=20000 for a
 * quicker run, BENCH_PRESSES for presses per reviewer).
 */
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { once } from 'node:events';
import { Types } from 'mongoose';
import { brands } from '@cardbridge/catalogue';
import { seedQueue, startBenchService } from './bench-service';
import { machineLoad, startDatabaseProcess } from '@cardbridge/service-kit/testing';

const total = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
// 200 each, so each phase runs for several seconds: longer than the service's cycle of full
// collections, whose pause then counts at its true share (a phase of one second either missed
// it or had ten of its 500 requests in it), and past the first second of a cold start.
const presses = Number(process.env.BENCH_PRESSES ?? 200);
const reviewerCount = 10;
const statuses = ['pending', 'pending', 'pending', 'processing', 'completed', 'rejected', 'failed'];
const someBrands = brands.slice(0, 30);

const database = await startDatabaseProcess();
const { service, sessions } = await startBenchService('submissions-review-bench');

try {
  let previousDuplicate: Types.ObjectId | undefined;
  const seconds = await seedQueue(service, {
    total,
    statuses,
    brands: someBrands,
    extra: (n, at) => {
      const _id = new Types.ObjectId();
      const duplicate = n % 100 === 0;
      const velocity = n % 100 === 50;
      const duplicates = duplicate && previousDuplicate ? [previousDuplicate] : [];
      if (duplicate) previousDuplicate = _id;
      return {
        _id,
        targetAt: new Date(at.getTime() + 60 * 60_000),
        claimedBy: null,
        claimedById: null,
        claimedUntil: null,
        signals: velocity
          ? [
              {
                type: 'velocity',
                detail: '6 submissions by this seller within an hour (more than 5).',
              },
            ]
          : [],
        duplicates,
        flagged: duplicate || velocity,
      };
    },
  });
  const collection = service.db.collection('gift_cards');
  const pending = await collection.countDocuments({ status: 'pending' });
  console.log(
    `Cardbridge review console: ${total.toLocaleString('en-US')} submissions (${pending.toLocaleString('en-US')} pending) seeded in ${seconds} s; ${reviewerCount} reviewers at once (${database.where})\n`,
  );

  const reviewers = await Promise.all(
    Array.from({ length: reviewerCount }, (_, i) =>
      sessions.signInAdmin(`reviewer-${i}`, 'reviewer'),
    ),
  );
  // The reviewers in a process of their own, as their browsers are: their HTTP clients' work
  // is not the service's.
  const plan = { baseUrl: service.baseUrl, cookies: reviewers.map((r) => r.cookie), presses };
  const load = fork(new URL('./review-console-load.ts', import.meta.url), [JSON.stringify(plan)], {
    execArgv: ['--import', 'tsx'],
  });
  // Below the service and the database in the scheduler's order: on this machine the reviewers'
  // process shares their cores, which their browsers would not; their own work still counts in
  // each latency, measured from before a request is sent to after its answer is read.
  setPriority(load.pid!, 10);
  const [code] = (await once(load, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the reviewers' process failed (exit ${code})`);
  console.log(`\n${machineLoad()}`);
} catch (error) {
  // What the service logged says why a request failed.
  console.error(service.logs.text().split('\n').slice(-5).join('\n'));
  throw error;
} finally {
  await service.close();
  await database.stop();
}
