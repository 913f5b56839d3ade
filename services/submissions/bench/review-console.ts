/**
 * The review console at scale (docs/product.md#review-console): seeds 100,000 submissions (3 in
 * 7 pending, each with its review target; 1 in 50 flagged, some as duplicates) into the embedded
 * MongoDB-compatible server, starts the real submissions app over HTTP, and has ten reviewers
 * work at once. Prints p50/p99 of "Review next" (each reviewer presses it, then moves the
 * submission it got on, as a reviewer does), of the queue's first page (newest first, and pending
 * by time left to target as the console asks), all ten at once, and of the facets.
 * Target: p99 < 50 ms. Run: `npm run bench:review-console` (BENCH_SUBMISSIONS=20000 for a
 * quicker run, BENCH_PRESSES for presses per reviewer).
 */
import { Types } from 'mongoose';
import { brands } from '@cardbridge/catalogue';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { percentile, seedQueue, startBenchService } from './bench-service';

const total = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const presses = Number(process.env.BENCH_PRESSES ?? 50);
const reviewerCount = 10;
const statuses = ['pending', 'pending', 'pending', 'processing', 'completed', 'rejected', 'failed'];
const someBrands = brands.slice(0, 30);

const { service, sessions } = await startBenchService('submissions-review-bench');

/** Each of `who` runs `times` requests one after another, all of them at once; the latencies. */
async function together(
  who: TestUser[],
  times: number,
  request: (admin: TestUser) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    who.map(async (admin) => {
      for (let i = 0; i < times; i += 1) {
        const t0 = performance.now();
        await request(admin);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

/**
 * On a machine this loaded, the driver can briefly lose its heartbeat to the in-process database
 * and the app answers 503 (Retry-After: 1) until it reconnects: such a request is retried after
 * the wait and counted (the wait is in its time).
 */
let unavailable = 0;
async function send(path: string, admin: TestUser, init: RequestInit = {}): Promise<Response> {
  for (;;) {
    const res = await fetch(`${service.baseUrl}${path}`, {
      ...init,
      headers: { cookie: admin.cookie, ...init.headers },
    });
    if (res.status !== 503) return res;
    unavailable += 1;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const report = (label: string, sorted: number[], note = '') =>
  console.log(
    `${label.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   (${sorted.length} requests${note})`,
  );

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
    `Cardbridge review console: ${total.toLocaleString('en-US')} submissions (${pending.toLocaleString('en-US')} pending) seeded in ${seconds} s; ${reviewerCount} reviewers at once (embedded database)\n`,
  );

  const reviewers = await Promise.all(
    Array.from({ length: reviewerCount }, (_, i) =>
      sessions.signInAdmin(`reviewer-${i}`, 'reviewer'),
    ),
  );
  const get = (path: string) => async (admin: TestUser) => {
    const res = await send(path, admin);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const claimed = new Set<string>();
  const pressNext = async (admin: TestUser): Promise<string> => {
    const res = await send('/api/admin/submissions/next', admin, { method: 'POST' });
    if (res.status !== 200) throw new Error(`next: ${res.status}`);
    const { id } = (await res.json()) as { id: string };
    if (claimed.has(id)) throw new Error(`next gave ${id} twice`);
    claimed.add(id);
    return id;
  };
  // Not timed: the reviewer decides, so the submission leaves the pending queue.
  const decide = async (admin: TestUser, id: string) => {
    const res = await send(`/api/admin/submissions/${id}/status`, admin, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'processing' }),
    });
    if (res.status !== 200) throw new Error(`status: ${res.status}`);
  };

  // Warm-up: each route once per reviewer.
  await together(reviewers, 1, get('/api/admin/submissions'));

  // One reviewer alone first: a request's own cost, without nine others queued beside it.
  const alone: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t0 = performance.now();
    const id = await pressNext(reviewers[0]!);
    alone.push(performance.now() - t0);
    await decide(reviewers[0]!, id);
  }
  report(
    '"Review next", one reviewer alone',
    alone.sort((a, b) => a - b),
  );

  const nextTimes: number[] = [];
  await Promise.all(
    reviewers.map(async (admin) => {
      for (let i = 0; i < presses; i += 1) {
        const t0 = performance.now();
        const id = await pressNext(admin);
        nextTimes.push(performance.now() - t0);
        await decide(admin, id);
      }
    }),
  );
  nextTimes.sort((a, b) => a - b);
  report(
    `"Review next", ${reviewerCount} reviewers at once`,
    nextTimes,
    `, ${claimed.size} distinct`,
  );

  const rounds = Math.max(20, presses);
  report(
    'queue first page, newest first (50, with total)',
    await together(reviewers, rounds, get('/api/admin/submissions')),
  );
  report(
    'queue first page, one reader alone',
    await together([reviewers[0]!], 20, get('/api/admin/submissions')),
  );
  report(
    'queue first page, pending by time left to target',
    await together(reviewers, rounds, get('/api/admin/submissions?status=pending&sort=target')),
  );
  report(
    'queue first page, flagged only',
    await together(reviewers, rounds, get('/api/admin/submissions?flagged=true')),
  );
  report(
    'facets (brands and status counts of the whole queue)',
    await together(reviewers, 5, get('/api/admin/submissions/facets')),
  );
  if (unavailable)
    console.log(
      `\n${unavailable} requests answered 503 (database heartbeat lost) and were retried`,
    );
} catch (error) {
  // What the service logged says why a request failed.
  console.error(service.logs.text().split('\n').slice(-5).join('\n'));
  throw error;
} finally {
  await service.close();
}
