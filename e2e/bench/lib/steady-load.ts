import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Figures {
  sent: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * Open-loop load: `rate` GETs a second for `seconds`, leaving on a fixed schedule whatever the
 * answers' speed (a closed loop would hide queueing), over kept-alive connections, each timed
 * with the high-resolution clock. p50 and p99 of the 200s, in milliseconds.
 */
export async function steadyLoad(
  url: string,
  headers: Record<string, string>,
  { rate, seconds }: { rate: number; seconds: number },
): Promise<Figures> {
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
