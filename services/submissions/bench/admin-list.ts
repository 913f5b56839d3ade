/**
 * Admin review queue at scale (docs/product.md#admin-review): seeds 100,000 submissions into the
 * embedded MongoDB-compatible server, starts the real submissions app over HTTP, and prints
 * p50/p99 of the first page, a status filter, a brand filter and a search by a card number's last
 * four digits (a blind-index lookup). Target: p99 < 50 ms. Run: `npm run bench:review`
 * (BENCH_SUBMISSIONS=20000 for a quicker run).
 */
import { brands } from '@cardbridge/catalogue';
import { percentile } from '@cardbridge/service-kit/testing';
import { seedQueue, startBenchService } from './bench-service';

const total = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const rounds = 200;
const statuses = ['pending', 'pending', 'pending', 'processing', 'completed', 'rejected', 'failed'];
const someBrands = brands.slice(0, 30);

const { service, sessions } = await startBenchService('submissions-bench');

try {
  let probeCard = '';
  const seconds = await seedQueue(service, {
    total,
    statuses,
    brands: someBrands,
    onCard: (n, card) => {
      if (n === Math.floor(total / 2)) probeCard = card;
    },
  });
  console.log(
    `Cardbridge admin review queue: ${total.toLocaleString('en-US')} submissions seeded in ${seconds} s (embedded database)\n`,
  );

  const admin = await sessions.signInAdmin('bench-admin');
  const cases: [string, string][] = [
    ['first page (50, newest first, with total)', ''],
    ['status filter (processing)', '?status=processing'],
    [`brand filter (${someBrands[3]!.name})`, `?brand=${encodeURIComponent(someBrands[3]!.name)}`],
    ['search by card number, last 4 digits', `?q=${probeCard.slice(-4)}`],
    ['search by full card number', `?q=${probeCard}`],
  ];
  for (const [label, query] of cases) {
    const url = `${service.baseUrl}/api/admin/submissions${query}`;
    const times: number[] = [];
    let shown = 0;
    let matched = 0;
    for (let i = 0; i < rounds + 10; i += 1) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie: admin.cookie } });
      const body = (await res.json()) as { items: unknown[]; total: number };
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      if (i >= 10) times.push(ms);
      shown = body.items.length;
      matched = body.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms   (${shown} shown of ${matched.toLocaleString('en-US')})`,
    );
  }
} finally {
  await service.close();
}
