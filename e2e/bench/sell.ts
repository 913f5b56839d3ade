/**
 * Sell-flow benchmark. Starts the whole platform (embedded database, built services, nginx
 * gateway), then measures:
 *   1. one submission with ten 5 MB images through the gateway: wall time, and the submissions
 *      service's resident memory growth while it streams them to GridFS (target: under 64 MB);
 *   2. GET /api/my-submissions for a seller with 200 submissions under load, each client polling
 *      like the dashboard (If-None-Match with its last ETag) while a writer adds a submission
 *      every 2 s: requests/s, p50/p99 and the share answered 304.
 * Run: `npx tsx e2e/bench/sell.ts` after `npm run build`. Figures are printed.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { jpeg } from '../support/images';
import { registerBenchSeller, startBenchPlatform } from './lib/bench-platform';
import { residentBytes } from './lib/process-stats';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const MB = 1024 * 1024;

function submissionBody(paymentMethodId: string, images: Blob[]): FormData {
  const form = new FormData();
  form.append('brand', 'Amazon');
  form.append('denomination', '100');
  form.append('cardNumber', `6006-${randomBytes(4).toString('hex')}`);
  form.append('paymentMethodId', paymentMethodId);
  images.forEach((image, i) => form.append('images', image, `photo-${i}.jpg`));
  return form;
}

// One seller submits 200 cards here: far past a real seller's quota (raised by the bench platform).
const platform = await startBenchPlatform();

try {
  const { username, cookie } = await registerBenchSeller(platform);
  const method = await fetch(`${platform.url}/api/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ type: 'paypal', accountInfo: `${username}@example.com` }),
  });
  const { id: paymentMethodId } = (await method.json()) as { id: string };
  const submit = (images: Blob[]) =>
    fetch(`${platform.url}/api/submit-gift-card`, {
      method: 'POST',
      headers: { cookie },
      body: submissionBody(paymentMethodId, images),
    });

  console.log(`Cardbridge sell benchmark (gateway ${platform.gateway})\n`);

  // 1. Ten 5 MB images in one submission; ten 9.5 MB ones show the growth does not follow size.
  const pid = platform.processes.submissions?.pid ?? 0;
  const warm = await submit([jpeg(64 * 1024)]);
  if (warm.status !== 201) throw new Error(`warm-up submission answered ${warm.status}`);
  for (const imageBytes of [5 * MB, 9.5 * MB]) {
    const images = Array.from({ length: 10 }, () => jpeg(imageBytes));
    const baseline = residentBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 10);
    const started = performance.now();
    const res = await submit(images);
    const wallMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid));
    if (res.status !== 201) throw new Error(`large submission answered ${res.status}`);
    console.log(
      `submission with 10 x ${imageBytes / MB} MB images`.padEnd(38) +
        `wall ${wallMs.toFixed(0)} ms   submissions RSS ${(baseline / MB).toFixed(1)} -> peak ` +
        `${(peak / MB).toFixed(1)} MB (growth ${((peak - baseline) / MB).toFixed(1)} MB, target < 64 MB)`,
    );
  }

  // 2. A seller with 200 submissions, polled under load.
  const small = jpeg(2048);
  for (let count = 3; count < 200; count += 1) {
    const res = await submit([small]);
    if (res.status !== 201) throw new Error(`seed submission answered ${res.status}`);
  }
  const listUrl = `${platform.url}/api/my-submissions`;
  const full = await fetch(listUrl, { headers: { cookie } });
  const listBytes = (await full.text()).length;
  console.log(`seller's list: 200 submissions, ${(listBytes / 1024).toFixed(0)} KB of JSON`);

  let writes = 0;
  const inFlight = new Set<Promise<void>>();
  const writer = setInterval(() => {
    const write = submit([small]).then(
      () => {
        writes += 1;
      },
      (error: unknown) => console.error('background write failed', error),
    );
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  }, 2_000);
  // Every poller asks for the same seller's list and sends back the newest ETag seen, as a
  // dashboard does. (autocannon clears its per-request context after each request, so the
  // tag is kept here.)
  let lastEtag: string | undefined;
  const result = await autocannon({
    url: listUrl,
    duration: durationSeconds,
    connections: 8,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            cookie,
            ...(lastEtag ? { 'if-none-match': lastEtag } : {}),
          },
        }),
        onResponse: (_status, _body, _context, headers) => {
          // Raw header names keep the sender's case ('ETag' from nginx).
          const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'etag');
          const etag = name ? headers?.[name] : undefined;
          if (typeof etag === 'string') lastEtag = etag;
        },
      },
    ],
  });
  clearInterval(writer);
  await Promise.all(inFlight);
  const total = result['2xx'] + result.non2xx;
  const share304 = total ? (result['3xx'] / total) * 100 : 0;
  console.log(
    `GET /api/my-submissions (8 pollers, 1 write / 2 s)   ${Math.round(result.requests.average)} req/s   ` +
      `p50 ${result.latency.p50.toFixed(2)} ms   p99 ${result.latency.p99.toFixed(2)} ms   ` +
      `304 ${share304.toFixed(1)} % of ${total}   errors ${result.errors}   writes ${writes}`,
  );
} finally {
  await platform.stop();
}
