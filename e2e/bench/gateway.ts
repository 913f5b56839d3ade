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
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { registerBenchSeller, startBenchPlatform } from './lib/bench-platform';

const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

interface Figures {
  sent: number;
  p50: number;
  p99: number;
  failed: number;
}

async function steadyLoad(url: string, headers: Record<string, string>): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const samples: number[] = [];
  let failed = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) samples.push(performance.now() - start);
          else failed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end();
    });

  const total = rate * seconds;
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(once());
  }
  await Promise.all(inFlight);
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { sent: total, p50: at(0.5), p99: at(0.99), failed };
}

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
