/**
 * Gateway overhead benchmark (`npm run bench:gateway`, after `npm run build`): an authenticated
 * GET /api/auth/me at a steady 500 req/s, straight to the identity service and through nginx,
 * p50 and p99 of each printed side by side. Target (issue 24): p99 through nginx at most 1.3×
 * direct and under 1 ms added at p50. Figures are printed, never asserted.
 *
 * Open loop: requests leave on a fixed schedule whatever the answers' speed (a closed loop would
 * hide queueing), over kept-alive connections, each timed with the high-resolution clock
 * (autocannon's whole-millisecond histogram is too coarse for a sub-millisecond target).
 */
import { registerBenchSeller, startBenchPlatform } from './lib/bench-platform';
import { steadyLoad as steadyLoadAt, type Figures } from './lib/steady-load';

const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const steadyLoad = (url: string, headers: Record<string, string>) =>
  steadyLoadAt(url, headers, { rate, seconds });

const platform = await startBenchPlatform();
try {
  const seller = await registerBenchSeller(platform, 'gwbench');
  const headers = { cookie: seller.cookie };
  const direct = `http://127.0.0.1:${platform.servicePorts.identity}/api/auth/me`;
  const gateway = `${platform.url.replace('localhost', '127.0.0.1')}/api/auth/me`;

  // Warm both paths (JIT, connection pools, nginx's kept-alive upstream connections).
  await steadyLoad(direct, headers);
  await steadyLoad(gateway, headers);
  const runs: Record<'direct' | 'nginx', Figures[]> = { direct: [], nginx: [] };
  // Alternated, so a noisy neighbour on the machine weighs on both sides alike.
  for (let round = 0; round < 2; round += 1) {
    runs.direct.push(await steadyLoad(direct, headers));
    runs.nginx.push(await steadyLoad(gateway, headers));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const summary = (label: 'direct' | 'nginx') => ({
    p50: median(runs[label].map((f) => f.p50)),
    p99: median(runs[label].map((f) => f.p99)),
    failed: runs[label].reduce((sum, f) => sum + f.failed, 0),
    sent: runs[label].reduce((sum, f) => sum + f.sent, 0),
  });
  const d = summary('direct');
  const n = summary('nginx');
  const line = (label: string, f: ReturnType<typeof summary>) =>
    `${label.padEnd(28)} p50 ${f.p50.toFixed(3)} ms   p99 ${f.p99.toFixed(3)} ms   ${f.sent} sent, ${f.failed} failed`;
  console.log(
    [
      '',
      `GET /api/auth/me (signed in) at ${rate} req/s, ${seconds} s per run, 2 runs each`,
      line('direct to identity', d),
      line('through nginx', n),
      `nginx overhead: p50 +${(n.p50 - d.p50).toFixed(3)} ms (target < 1 ms), p99 ×${(n.p99 / d.p99).toFixed(2)} (target ≤ 1.3)`,
      '',
    ].join('\n'),
  );
} finally {
  await platform.stop();
}
