/**
 * Support chat polling benchmark. Starts the whole platform (embedded database, built services,
 * nginx gateway), opens 500 contact sessions, then for the measured period:
 *   - 500 visitors each poll their conversation every 5 s (GET /api/contact/messages);
 *   - 5 admins each poll the thread list every 5 s and an open conversation every 2 s;
 * all through nginx, each client revalidating with the ETag it last saw, as Chromium does.
 * Nothing changes during the run, so every answer after a client's first should be 304.
 * Prints requests/s, p50/p99 latency, the share answered 304, and the chat service's CPU and
 * memory. Run: `npm run bench:chat` after `npm run build` (`-- --seconds 20` for a shorter run,
 * or BENCH_SECONDS).
 */
import { percentile } from '@cardbridge/service-kit/testing';
import { cpuSeconds, residentBytes } from './lib/process-stats';
import { benchAdmin, startBenchPlatform } from './lib/bench-platform';

const secondsFlag = process.argv.indexOf('--seconds');
const durationSeconds = Number(
  (secondsFlag >= 0 ? process.argv[secondsFlag + 1] : undefined) ?? process.env.BENCH_SECONDS ?? 60,
);
const visitorCount = 500;
const adminCount = 5;
const MB = 1024 * 1024;
const admin = benchAdmin;

const platform = await startBenchPlatform();

/** One polling client's view of a URL: the last ETag it saw, sent back on the next poll. */
interface Poller {
  url: string;
  cookie?: string;
  etag?: string;
}

const latencies: number[] = [];
const statuses = new Map<number, number>();
let errors = 0;
let measuring = false;

async function poll(poller: Poller): Promise<void> {
  const headers: Record<string, string> = {};
  if (poller.cookie) headers.cookie = poller.cookie;
  if (poller.etag) {
    headers['if-none-match'] = poller.etag;
    // Node's fetch would mark a conditional request no-cache; a browser revalidates with max-age=0.
    headers['cache-control'] = 'max-age=0';
  }
  const started = performance.now();
  try {
    const res = await fetch(poller.url, { headers });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    poller.etag = res.headers.get('etag') ?? poller.etag;
    if (!measuring) return;
    latencies.push(ms);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  } catch {
    if (measuring) errors += 1;
  }
}

/** Runs `poll` every `everyMs`, starting at a random offset so clients do not fire together. */
function schedule(poller: Poller, everyMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  const start = setTimeout(() => {
    void poll(poller);
    timer = setInterval(() => void poll(poller), everyMs);
  }, Math.random() * everyMs);
  return () => {
    clearTimeout(start);
    clearInterval(timer);
  };
}

try {
  const base = platform.url;
  console.log(`Cardbridge chat benchmark (gateway ${platform.gateway}, ${durationSeconds} s)\n`);

  // 500 contact sessions, opened a few at a time.
  const sessions: string[] = [];
  for (let i = 0; i < visitorCount; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, visitorCount - i) }, async (_, j) => {
        const res = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: `Visitor${i + j}`,
            email: `visitor${i + j}@example.com`,
            subject: 'Benchmark',
            message: 'A benchmark visitor waiting for an answer.',
          }),
        });
        if (res.status !== 201) throw new Error(`POST /api/contact answered ${res.status}`);
        return ((await res.json()) as { sessionId: string }).sessionId;
      }),
    );
    sessions.push(...batch);
  }

  const adminCookies: string[] = [];
  for (let i = 0; i < adminCount; i += 1) {
    const res = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
    adminCookies.push((res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '');
  }

  const visitors: Poller[] = sessions.map((id) => ({
    url: `${base}/api/contact/messages?sessionId=${encodeURIComponent(id)}`,
  }));
  const threadPollers: Poller[] = adminCookies.map((cookie) => ({
    url: `${base}/api/admin/chat/threads`,
    cookie,
  }));
  const conversationPollers: Poller[] = adminCookies.map((cookie, i) => ({
    url: `${base}/api/admin/chat/messages?sessionId=${encodeURIComponent(sessions[i * 97] ?? '')}`,
    cookie,
  }));

  // Each client's first request fills its cache (a 200); the measurement is the steady state.
  await Promise.all([...visitors, ...threadPollers, ...conversationPollers].map(poll));

  // The supervised process's own pid (packages/platform).
  const pid = platform.processes.chat?.pid ?? 0;
  const rssBefore = residentBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentBytes(pid));
  }, 500);
  const cpuBefore = cpuSeconds(pid);
  measuring = true;
  const started = performance.now();
  const stops = [
    ...visitors.map((p) => schedule(p, 5_000)),
    ...threadPollers.map((p) => schedule(p, 5_000)),
    ...conversationPollers.map((p) => schedule(p, 2_000)),
  ];
  await new Promise((resolve) => setTimeout(resolve, durationSeconds * 1000));
  stops.forEach((stop) => stop());
  // Let requests already sent finish before reading the figures.
  await new Promise((resolve) => setTimeout(resolve, 500));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = cpuSeconds(pid) - cpuBefore;

  const sorted = [...latencies].sort((a, b) => a - b);
  const total = sorted.length;
  const notModified = statuses.get(304) ?? 0;
  console.log(
    `${visitorCount} visitors (5 s) + ${adminCount} admins (threads 5 s, conversation 2 s)\n` +
      `  ${(total / elapsed).toFixed(1)} req/s   p50 ${percentile(sorted, 50).toFixed(2)} ms   ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms   max ${(sorted.at(-1) ?? 0).toFixed(2)} ms\n` +
      `  304 ${((notModified / Math.max(total, 1)) * 100).toFixed(1)} % of ${total}   ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}   errors ${errors}\n` +
      `  chat service CPU ${((cpu / elapsed) * 100).toFixed(1)} % of one core   ` +
      `RSS ${(rssBefore / MB).toFixed(1)} MB -> peak ${(rssPeak / MB).toFixed(1)} MB`,
  );
} finally {
  await platform.stop();
}
