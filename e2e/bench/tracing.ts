/**
 * Tracing overhead benchmark (`npm run bench:tracing`, after `npm run build`): a seller's
 * GET /api/transactions (session check, a MongoDB query) through nginx at a steady rate, first
 * with tracing off (no OTLP endpoint: ids made and logged, nothing recorded), then on (every span
 * recorded and exported to an OTLP receiver), in one run. p50 and p99 of each are printed, never
 * asserted (docs/product.md#tracing).
 */
import { startSpanCollector } from '../support/span-collector';
import { registerBenchSeller, startBenchPlatform } from './lib/bench-platform';
import { steadyLoad, type Figures } from './lib/steady-load';

const rate = Number(process.env.BENCH_RATE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

async function measure(env: Record<string, string>): Promise<Figures> {
  const platform = await startBenchPlatform(env);
  try {
    const seller = await registerBenchSeller(platform, 'tracebench');
    const url = `${platform.url.replace('localhost', '127.0.0.1')}/api/transactions`;
    const headers = { cookie: seller.cookie };
    await steadyLoad(url, headers, { rate, seconds: 3 }); // warm-up: JIT, pools, keep-alive
    return await steadyLoad(url, headers, { rate, seconds });
  } finally {
    await platform.stop();
  }
}

const collector = await startSpanCollector();
try {
  const off = await measure({});
  const on = await measure({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
  const line = (label: string, f: Figures) =>
    `${label.padEnd(36)} p50 ${f.p50.toFixed(3)} ms   p99 ${f.p99.toFixed(3)} ms   ${f.sent} sent, ${f.failed} failed`;
  console.log(
    [
      '',
      `GET /api/transactions (signed in, through nginx) at ${rate} req/s, ${seconds} s each`,
      line('tracing off (no OTLP endpoint)', off),
      line('tracing on (recorded and exported)', on),
      `spans received while on: ${collector.spans.length}`,
      `difference: p50 ${(on.p50 - off.p50).toFixed(3)} ms, p99 ${(on.p99 - off.p99).toFixed(3)} ms`,
      '',
    ].join('\n'),
  );
} finally {
  await collector.close();
}
