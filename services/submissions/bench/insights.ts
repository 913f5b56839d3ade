/**
 * The Insights tab's submissions endpoint at scale (docs/product.md#insights): seeds 100,000
 * submissions created over the last 90 days (so the 90-day range covers every one) into the
 * embedded MongoDB-compatible server (in its own process; or MONGODB_URI), rebuilds the daily
 * totals from them (as a deployment's first start does, timed), and prints p50 and p99 of
 * `GET /api/admin/insights/submissions` for 7, 30 and 90 days over the real app, then for 90 days
 * while an admin decides submissions (each decision changes what the next read sums).
 * Target: p99 < 200 ms.
 * Run: `npm run bench:insights` (BENCH_SUBMISSIONS=20000, BENCH_ROUNDS=20 for a quicker run).
 */
import { brands } from '@cardbridge/catalogue';
import { rebuildDayTotals } from '@cardbridge/service-kit';
import { insightDays, submissionDaysSource } from '../src/insights/insight-days';
import type { SubmissionModel } from '../src/submissions/submission.model';
import { createCardCipher } from '../src/card-secrets/card-cipher';
import { cardKeyFrom } from '../src/card-secrets/card-key';
import { machineLoad, percentile, startDatabaseProcess } from '@cardbridge/service-kit/testing';
import { startBenchService } from './bench-service';

const total = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
// Decided within hours: what waits is the last days' share, as in a marketplace that keeps up.
const decidedStatuses = ['completed', 'completed', 'completed', 'completed', 'rejected', 'failed'];
const recentStatuses = ['pending', 'pending', 'processing', 'completed', 'rejected'];
const someBrands = brands.slice(0, 30);
const DAY = 86_400_000;

const database = await startDatabaseProcess();
const { service, sessions } = await startBenchService('submissions-insights-bench');

try {
  const collection = service.db.collection('gift_cards');
  // One sealed number for all: an admin's answer unseals it (the moves below are answered so).
  const sealed = createCardCipher(cardKeyFrom(service.config)).encrypt(
    '4111111111111111',
    'cardNumber',
  );
  const started = Date.now();
  const now = Date.now();
  for (let done = 0; done < total;) {
    const batch = [];
    for (let i = 0; i < 5_000 && done < total; i += 1, done += 1) {
      const createdAt = new Date(now - Math.random() * 90 * DAY);
      const recent = now - createdAt.getTime() < 2 * DAY;
      const status = recent
        ? recentStatuses[done % recentStatuses.length]!
        : decidedStatuses[done % decidedStatuses.length]!;
      const final = status === 'completed' || status === 'rejected' || status === 'failed';
      const decidedAt = new Date(
        Math.min(now, createdAt.getTime() + (5 + Math.random() * 240) * 60_000),
      );
      const seller = done % 5_000;
      batch.push({
        sellerId: `seller${seller}`,
        seller: {
          username: `seller${seller}`,
          usernameKey: `seller${seller}`,
          email: 'x@example.com',
        },
        brand: someBrands[done % someBrands.length]!.name,
        denominationCents: 10_000,
        ratePercent: 85,
        quoteCents: 8_500,
        cardNumberSealed: sealed,
        cardNumberLast4: '1234',
        cardFormat: 'digital',
        cardCondition: 'brand_new',
        images: [{ fileId: 'f', path: '/uploads/f.jpg', contentType: 'image/jpeg', size: 90_000 }],
        paymentMethod: { id: 'm1', type: 'paypal', account: '•••• .com' },
        status,
        statusHistory: [
          { from: null, to: 'pending', by: `seller:seller${seller}`, reason: null, at: createdAt },
          ...(final
            ? [{ from: 'pending', to: status, by: 'admin:bench', reason: null, at: decidedAt }]
            : []),
        ],
        ...(final && { decidedAt }),
        createdAt,
        updatedAt: final ? decidedAt : createdAt,
      });
    }
    await collection.insertMany(batch, { ordered: false });
  }
  await service.db.model('Submission').syncIndexes();
  console.log(
    `Cardbridge insights (submissions): ${total.toLocaleString('en-US')} submissions over 90 days seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.where})`,
  );
  const rebuilt = await rebuildDayTotals(
    insightDays(service.db),
    submissionDaysSource(service.db.model('Submission') as SubmissionModel),
    { waitMs: 60_000 },
  );
  if (!rebuilt) throw new Error('the daily totals could not be rebuilt (lease held)');
  console.log(
    `Daily totals rebuilt from ${rebuilt.records.toLocaleString('en-US')} submissions into ${rebuilt.days} days in ${(rebuilt.ms / 1000).toFixed(1)} s\n`,
  );

  const admin = await sessions.signInAdmin('bench-owner', 'owner');
  for (const days of [7, 30, 90]) {
    const url = `${service.baseUrl}/api/admin/insights/submissions?days=${days}`;
    const times: number[] = [];
    let decided = 0;
    for (let i = 0; i < rounds + 5; i += 1) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie: admin.cookie } });
      const body = (await res.json()) as { approval: { decided: number } };
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`days=${days}: ${res.status}`);
      if (i >= 5) times.push(ms);
      decided = body.approval.decided;
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/admin/insights/submissions?days=${String(days).padEnd(2)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   (${rounds} requests, ${decided.toLocaleString('en-US')} decisions in range)`,
    );
  }

  // Reads while decisions land: each decision changes its days' totals, so a read after it sums
  // what changed again instead of answering from what it summed before.
  const pendingIds = await collection
    .find({ status: 'pending' }, { projection: { _id: 1 } })
    .limit(rounds * 4)
    .toArray();
  let writing = true;
  let moves = 0;
  const writer = (async () => {
    for (const { _id } of pendingIds) {
      if (!writing) break;
      // A decision: the submission's created day and the decision's day both change.
      const res = await fetch(`${service.baseUrl}/api/admin/submissions/${String(_id)}/status`, {
        method: 'PATCH',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'rejected', reason: 'Bench' }),
      });
      if (res.status !== 200) throw new Error(`status: ${res.status} ${await res.text()}`);
      moves += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const during: number[] = [];
  const url = `${service.baseUrl}/api/admin/insights/submissions?days=90`;
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie: admin.cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`days=90 while writing: ${res.status}`);
    during.push(performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  writing = false;
  await writer;
  during.sort((a, b) => a - b);
  console.log(
    `GET /api/admin/insights/submissions?days=90  p50 ${percentile(during, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(during, 99).toFixed(1).padStart(6)} ms   (${rounds} requests, one every 50 ms, while an admin decided ${moves} submissions, one every 25 ms)`,
  );
  console.log(`\n${machineLoad()}`);
} finally {
  await service.close();
  await database.stop();
}
