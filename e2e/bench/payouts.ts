/**
 * Payout latency benchmark (docs/product.md#payouts-and-transactions). Starts the whole platform
 * (embedded database, built services, nginx gateway), has a seller submit 200 cards, then an
 * admin completes them one after another (about 10 a second) while the payments service is
 * killed with -9 once, half way. Prints p50/p99 of the time from the completion's 200 to the
 * payout transaction existing and to it being completed by the sandbox provider (which takes
 * PAYOUT_SANDBOX_DELAY_MS, 1,500 ms by default), and how many payouts were lost or duplicated.
 * Run: `npm run bench:payouts` after `npm run build`.
 */
import { randomBytes } from 'node:crypto';
import type { AdminPayoutsPage } from '@cardbridge/contracts';
import { percentile } from '@cardbridge/service-kit/testing';
import { benchAdmin, registerBenchSeller, startBenchPlatform } from './lib/bench-platform';

const count = Number(process.env.BENCH_PAYOUTS ?? 200);
const admin = benchAdmin;
const platform = await startBenchPlatform();

const cookieOf = (res: Response) => (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const base = platform.url;
  const json = { 'content-type': 'application/json', origin: base };
  const { cookie: seller } = await registerBenchSeller(platform, 'payouts');
  const method = (await (
    await fetch(`${base}/api/payment-methods`, {
      method: 'POST',
      headers: { ...json, cookie: seller },
      body: JSON.stringify({ type: 'paypal', accountInfo: 'bench@example.com' }),
    })
  ).json()) as { id: string };

  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const form = new FormData();
    form.append('brand', 'Amazon');
    form.append('denomination', '100');
    form.append('cardNumber', `6006${randomBytes(6).toString('hex')}`);
    form.append('cardFormat', 'digital');
    form.append('cardCondition', 'brand_new');
    form.append('paymentMethodId', method.id);
    const image = randomBytes(2048);
    image.set([0xff, 0xd8, 0xff, 0xe0], 0);
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'front.jpg');
    const res = await fetch(`${base}/api/submit-gift-card`, {
      method: 'POST',
      headers: { cookie: seller, origin: base },
      body: form,
    });
    if (res.status !== 201) throw new Error(`submit answered ${res.status}`);
    ids.push(((await res.json()) as { submission: { id: string } }).submission.id);
  }
  const ops = cookieOf(
    await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    }),
  );

  const completedAt = new Map<string, number>();
  const existsAt = new Map<string, number>();
  const paidAt = new Map<string, number>();
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const res = await fetch(`${base}/api/admin/transactions?limit=200`, {
        headers: { cookie: ops },
      }).catch(() => undefined);
      const now = performance.now();
      if (res?.status === 200) {
        for (const t of ((await res.json()) as AdminPayoutsPage).items) {
          if (!existsAt.has(t.giftCardId)) existsAt.set(t.giftCardId, now);
          if (t.status === 'completed' && !paidAt.has(t.giftCardId)) paidAt.set(t.giftCardId, now);
        }
      }
      await sleep(25);
    }
  })();

  console.log(`Cardbridge payouts: ${count} completions, payments killed with -9 once\n`);
  let killedAt = 0;
  for (const [i, id] of ids.entries()) {
    const res = await fetch(`${base}/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      headers: { ...json, cookie: ops },
      body: JSON.stringify({ status: 'completed' }),
    });
    if (res.status !== 200) throw new Error(`completing answered ${res.status}`);
    completedAt.set(id, performance.now());
    if (i === Math.floor(count / 2)) {
      process.kill(platform.processes.payments!.pid!, 'SIGKILL');
      killedAt = i;
    }
    await sleep(100);
  }
  const deadline = Date.now() + 120_000;
  while (paidAt.size < count && Date.now() < deadline) await sleep(200);
  await sleep(3_000); // any late redelivery would show now
  watching = false;
  await watcher;

  const all = (await (
    await fetch(`${base}/api/admin/transactions?limit=200`, { headers: { cookie: ops } })
  ).json()) as AdminPayoutsPage;
  const perSubmission = new Map<string, number>();
  for (const t of all.items)
    perSubmission.set(t.giftCardId, (perSubmission.get(t.giftCardId) ?? 0) + 1);
  const lost = ids.filter((id) => !perSubmission.has(id)).length;
  const duplicated = [...perSubmission.values()].filter((n) => n > 1).length;

  const delays = (at: Map<string, number>) =>
    ids
      .filter((id) => at.has(id))
      .map((id) => at.get(id)! - completedAt.get(id)!)
      .sort((a, b) => a - b);
  const line = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(40)} p50 ${percentile(values, 50).toFixed(0).padStart(6)} ms   p99 ${percentile(values, 99).toFixed(0).padStart(6)} ms   (${values.length} of ${count})`,
    );
  line('completed -> payout transaction exists', delays(existsAt));
  line('completed -> payout completed (sandbox)', delays(paidAt));
  console.log(
    `\npayments killed after completion #${killedAt + 1}; payouts lost: ${lost}, duplicated: ${duplicated}, total transactions: ${all.total}`,
  );
} finally {
  await platform.stop();
}
