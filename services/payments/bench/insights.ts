/**
 * The Insights tab's payouts endpoint at scale (docs/product.md#insights): seeds 100,000 payouts
 * booked over the last 90 days (one per completed submission of the submissions benchmark's
 * size) into the embedded MongoDB-compatible server (in its own process, as a database is
 * deployed; or MONGODB_URI), rebuilds the daily totals from them (as a deployment's first start
 * does, timed), and prints p50 and p99 of
 * `GET /api/admin/insights/payouts` for 7, 30 and 90 days over the real payments app (its
 * workers off). Target: p99 < 200 ms. Run: `npm run bench:insights` (BENCH_PAYOUTS=20000,
 * BENCH_ROUNDS=20 for a quicker run).
 */
import { randomBytes } from 'node:crypto';
import { rebuildDayTotals } from '@cardbridge/service-kit';
import {
  createTestSessions,
  machineLoad,
  percentile,
  startDatabaseProcess,
  startTestService,
} from '@cardbridge/service-kit/testing';
import { createPaymentsApp } from '../src/app';
import type { PaymentsAppOptions } from '../src/app';
import { loadPaymentsConfig } from '../src/config';
import type { PaymentsConfig } from '../src/config';
import { payoutDays, payoutDaysSource } from '../src/insights/payout-days';
import type { TransactionModel } from '../src/payouts/transaction.model';

const total = Number(process.env.BENCH_PAYOUTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const statuses = [
  'completed',
  'completed',
  'completed',
  'completed',
  'failed',
  'reversed',
  'pending',
];
const someBrands = Array.from({ length: 30 }, (_, i) => ({ name: `Brand ${i + 1}` }));
const DAY = 86_400_000;

const database = await startDatabaseProcess();
const sessions = await createTestSessions();
const service = await startTestService<PaymentsConfig, PaymentsAppOptions>({
  name: 'payments-insights-bench',
  loadConfig: loadPaymentsConfig,
  createApp: createPaymentsApp,
  env: {
    LOG_LEVEL: 'warn',
    IDENTITY_URL: 'http://127.0.0.1:9',
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    PAYMENT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
  startWorkers: false,
  extraDeps: { guards: sessions.guards },
});

try {
  const collection = service.db.collection('transactions');
  const started = Date.now();
  const now = Date.now();
  for (let done = 0; done < total;) {
    const batch = [];
    for (let i = 0; i < 5_000 && done < total; i += 1, done += 1) {
      const bookedAt = new Date(now - Math.random() * 90 * DAY);
      const status = statuses[done % statuses.length]!;
      const paid = status === 'completed' || status === 'reversed';
      const id = randomBytes(12).toString('hex');
      batch.push({
        sellerId: `seller${done % 5_000}`,
        username: `seller${done % 5_000}`,
        giftCardId: id,
        completionId: `${id}.1`,
        type: 'payout',
        amountCents: 1_000 + (done % 50) * 500,
        status,
        failureReason: status === 'failed' ? 'Declined by the provider' : null,
        paymentMethod: { id: 'm1', type: 'paypal', account: '•••• .com' },
        live: status !== 'reversed',
        providerReference: paid ? `ref-${id}` : null,
        leaseUntil: null,
        attempts: 1,
        brand: someBrands[done % someBrands.length]!.name,
        completedAt: bookedAt,
        paidAt: paid
          ? new Date(Math.min(now, bookedAt.getTime() + (1 + Math.random() * 60) * 60_000))
          : null,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
    }
    await collection.insertMany(batch, { ordered: false });
  }
  await service.db.model('Transaction').syncIndexes();
  console.log(
    `Cardbridge insights (payouts): ${total.toLocaleString('en-US')} payouts over 90 days seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.where})`,
  );
  const rebuilt = await rebuildDayTotals(
    payoutDays(service.db),
    payoutDaysSource(service.db.model('Transaction') as TransactionModel),
  );
  if (!rebuilt) throw new Error('the daily totals could not be rebuilt (lease held)');
  console.log(
    `Daily totals rebuilt from ${rebuilt.records.toLocaleString('en-US')} payouts into ${rebuilt.days} days in ${(rebuilt.ms / 1000).toFixed(1)} s\n`,
  );

  const admin = await sessions.signInAdmin('bench-finance', 'finance');
  for (const days of [7, 30, 90]) {
    const url = `${service.baseUrl}/api/admin/insights/payouts?days=${days}`;
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < rounds + 5; i += 1) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie: admin.cookie } });
      const body = (await res.json()) as { totals: { count: number } };
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`days=${days}: ${res.status}`);
      if (i >= 5) times.push(ms);
      count = body.totals.count;
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/admin/insights/payouts?days=${String(days).padEnd(2)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   (${rounds} requests, ${count.toLocaleString('en-US')} payouts in range)`,
    );
  }
  console.log(`\n${machineLoad()}`);
} finally {
  await service.close();
  await database.stop();
}
