/**
 * The ten reviewers of the review-console benchmark (review-console.ts starts this in a process
 * of its own, as reviewers' browsers are): they press "Review next" and read the queue's first
 * page over HTTP, all at once, and the latencies are printed. Arguments: one JSON object with the
 * service's base URL, the reviewers' session cookies and the presses per reviewer.
 */
import { Agent, request } from 'node:http';
import { percentile } from '@cardbridge/service-kit/testing';

interface LoadPlan {
  baseUrl: string;
  cookies: string[];
  presses: number;
}

const { baseUrl, cookies, presses } = JSON.parse(process.argv[2]!) as LoadPlan;

/**
 * On a machine this loaded, the driver can briefly lose its heartbeat to the database and the
 * app answers 503 (Retry-After: 1) until it reconnects: such a request is retried after the wait
 * and counted (the wait is in its time).
 */
let unavailable = 0;
interface Answer {
  status: number;
  body: string;
}
async function send(
  path: string,
  cookie: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<Answer> {
  for (;;) {
    const res = await exchange(path, cookie, method, body);
    if (res.status !== 503) return res;
    unavailable += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * One request over a kept-alive connection with node:http (lighter than fetch, whose per-request
 * work would take the machine's cores from the service measured: the reviewers' browsers run
 * elsewhere), its whole answer read.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
function exchange(path: string, cookie: string, method: string, body: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        headers: {
          cookie,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Each of `who` runs `times` requests one after another, all of them at once; the latencies. */
async function together(
  who: string[],
  times: number,
  request: (cookie: string) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    who.map(async (cookie) => {
      for (let i = 0; i < times; i += 1) {
        const t0 = performance.now();
        await request(cookie);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const report = (label: string, sorted: number[], note = '') =>
  console.log(
    `${label.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   max ${(sorted.at(-1) ?? 0).toFixed(0).padStart(4)} ms   (${sorted.length} requests${note})`,
  );

const get = (path: string) => async (cookie: string) => {
  const res = await send(path, cookie);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body}`);
};
const claimed = new Set<string>();
const pressNext = async (cookie: string): Promise<string> => {
  const res = await send('/api/admin/submissions/next', cookie, { method: 'POST' });
  if (res.status !== 200) throw new Error(`next: ${res.status}`);
  const { id } = JSON.parse(res.body) as { id: string };
  if (claimed.has(id)) throw new Error(`next gave ${id} twice`);
  claimed.add(id);
  return id;
};
// Not timed: the reviewer decides, so the submission leaves the pending queue.
const decide = async (cookie: string, id: string) => {
  const res = await send(`/api/admin/submissions/${id}/status`, cookie, {
    method: 'PATCH',
    body: { status: 'processing' },
  });
  if (res.status !== 200) throw new Error(`status: ${res.status}`);
};

/** The queue's first page as the console asks for it (mfe-admin's get-admin-submissions.ts). */
const firstPage = (filters = '', sort = 'newest') =>
  get(`/api/admin/submissions?limit=30&sort=${sort}${filters}`);

// Warm-up: each route once per reviewer (the database sorts an index's keys on its first use
// after a start, as mongod reads an index's pages into its cache).
await together(cookies, 1, firstPage());
await together(cookies, 1, firstPage('&status=pending', 'target'));
await together(cookies, 1, firstPage('&flagged=true'));
await together(cookies, 1, get('/api/admin/submissions/facets'));
await together(cookies, 1, async (cookie) => decide(cookie, await pressNext(cookie)));

// One reviewer alone first: a request's own cost, without nine others queued beside it.
const alone: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const t0 = performance.now();
  const id = await pressNext(cookies[0]!);
  alone.push(performance.now() - t0);
  await decide(cookies[0]!, id);
}
report(
  '"Review next", one reviewer alone',
  alone.sort((a, b) => a - b),
);

const nextTimes: number[] = [];
await Promise.all(
  cookies.map(async (cookie) => {
    for (let i = 0; i < presses; i += 1) {
      const t0 = performance.now();
      const id = await pressNext(cookie);
      nextTimes.push(performance.now() - t0);
      await decide(cookie, id);
    }
  }),
);
nextTimes.sort((a, b) => a - b);
report(
  `"Review next", ${cookies.length} reviewers at once`,
  nextTimes,
  `, ${claimed.size} distinct`,
);

const rounds = Math.max(20, presses);
report(
  'queue first page, newest first (30, with total)',
  await together(cookies, rounds, firstPage()),
);
report('queue first page, one reader alone', await together([cookies[0]!], 20, firstPage()));
report(
  'queue first page, pending by time left to target',
  await together(cookies, rounds, firstPage('&status=pending', 'target')),
);
report(
  'queue first page, flagged only',
  await together(cookies, rounds, firstPage('&flagged=true')),
);
report(
  'facets (brands and status counts of the whole queue)',
  await together(cookies, 5, get('/api/admin/submissions/facets')),
);
if (unavailable)
  console.log(`\n${unavailable} requests answered 503 (database heartbeat lost) and were retried`);
