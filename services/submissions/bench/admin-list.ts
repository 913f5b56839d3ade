/**
 * Admin review queue at scale (docs/product.md#admin-review): seeds 100,000 submissions into the
 * embedded MongoDB-compatible server, starts the real submissions app over HTTP, and prints
 * p50/p99 of the first page, a status filter, a brand filter and a search by a card number's last
 * four digits (a blind-index lookup). Target: p99 < 50 ms. Run: `npm run bench:review`
 * (BENCH_SUBMISSIONS=20000 for a quicker run).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { brands, quoteCents } from '@cardbridge/catalogue';
import { createTestSessions, startTestService } from '@cardbridge/service-kit/testing';
import { createSubmissionsApp } from '../src/app';
import type { SubmissionsAppOptions } from '../src/app';
import { createBlindIndex } from '../src/card-secrets/blind-index';
import { createCardCipher } from '../src/card-secrets/card-cipher';
import { cardKeyFrom } from '../src/card-secrets/card-key';
import { loadSubmissionsConfig } from '../src/config';
import type { SubmissionsConfig } from '../src/config';

const total = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const rounds = 200;
const statuses = ['pending', 'pending', 'pending', 'processing', 'completed', 'rejected', 'failed'];
const someBrands = brands.slice(0, 30);

const sessions = await createTestSessions();
const service = await startTestService<SubmissionsConfig, SubmissionsAppOptions>({
  name: 'submissions-bench',
  loadConfig: loadSubmissionsConfig,
  createApp: createSubmissionsApp,
  env: {
    LOG_LEVEL: 'warn',
    IDENTITY_URL: 'http://127.0.0.1:9',
    PAYMENTS_URL: 'http://127.0.0.1:9',
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
  extraDeps: { guards: sessions.guards },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

try {
  const key = cardKeyFrom(service.config);
  const cipher = createCardCipher(key);
  const blindIndex = createBlindIndex(key);
  const collection = service.db.collection('gift_cards');
  const started = Date.now();
  let probeCard = '';
  for (let done = 0; done < total; ) {
    const batch = [];
    for (let i = 0; i < 5_000 && done < total; i += 1, done += 1) {
      const card = String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(100000, 999999));
      if (done === Math.floor(total / 2)) probeCard = card;
      const brand = someBrands[done % someBrands.length]!;
      const denominationCents = randomInt(25, 500) * 100;
      const hashes = blindIndex.of(card);
      const seller = done % 5_000;
      const at = new Date(Date.now() - (total - done) * 60_000);
      batch.push({
        sellerId: `seller${seller}`,
        seller: {
          username: `seller${seller}`,
          usernameKey: `seller${seller}`,
          email: `seller${seller}@example.com`,
        },
        brand: brand.name,
        denominationCents,
        ratePercent: brand.ratePercent,
        quoteCents: quoteCents(denominationCents, brand),
        cardNumberSealed: cipher.encrypt(card, 'cardNumber'),
        cardNumberLast4: card.slice(-4),
        cardNumberHash: hashes.full,
        cardLast4Hash: hashes.last4,
        pinSealed: null,
        securityCodeSealed: null,
        expirationDate: null,
        cardFormat: 'digital',
        cardCondition: 'brand_new',
        notes: null,
        images: [],
        paymentMethod: { id: 'm1', type: 'paypal', account: '•••• .com' },
        status: statuses[done % statuses.length],
        statusReason: null,
        statusHistory: [{ from: null, to: 'pending', by: 'seller', reason: null, at }],
        createdAt: at,
        updatedAt: at,
      });
    }
    await collection.insertMany(batch, { ordered: false });
  }
  // The app's indexes (built on start) cover what was inserted after.
  await service.db.model('Submission').syncIndexes();
  console.log(
    `Cardbridge admin review queue: ${total.toLocaleString('en-US')} submissions seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (embedded database)\n`,
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
