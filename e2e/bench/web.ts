/**
 * Front-end benchmark (`npm run bench:web`): loads pages in headless Chromium through the real
 * nginx gateway and prints the landing page's JS (gzip) and request count, its largest contentful
 * paint, the time to the seller remote's content on /get-quote, and the same landing figures for
 * the shell built without Module Federation, with the ratio. Expects `npm run build` to have built
 * the shell and the remotes; builds the no-federation shell itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot, startPlatform } from '@cardbridge/platform';
import { relaxedLimits } from '../support/relaxed-limits';

const RUNS = 5;
const shellDir = path.join(repoRoot, 'shell');
const noFederationDist = path.join(shellDir, '.tmp/dist-no-federation');

interface LandingFigures {
  jsGzipBytes: number;
  jsFiles: number;
  requests: number;
  remoteRequests: number;
  lcpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Largest contentful paint of the current page, once the browser has settled on it. */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** Serves the shell's files from `dist` instead of the gateway's shell (API and remotes unchanged). */
async function serveShellFrom(page: Page, dist: string): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/remotes/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const candidate = path.join(dist, pathname);
      const file =
        fs.existsSync(candidate) && fs.statSync(candidate).isFile()
          ? candidate
          : path.join(dist, 'index.html');
      await route.fulfill({
        body: fs.readFileSync(file),
        contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
    },
  );
}

async function measureLanding(
  browser: Browser,
  baseUrl: string,
  dist?: string,
): Promise<LandingFigures> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  if (dist) await serveShellFrom(page, dist);
  const scripts: Promise<number>[] = [];
  let requests = 0;
  let remoteRequests = 0;
  page.on('request', (request) => {
    requests += 1;
    if (new URL(request.url()).pathname.startsWith('/remotes/')) remoteRequests += 1;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => zlib.gzipSync(body).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Turn Gift Cards Into Instant Cash' }).waitFor();
  const lcpMs = await largestContentfulPaint(page);
  const sizes = await Promise.all(scripts);
  await context.close();
  return {
    jsGzipBytes: sizes.reduce((a, b) => a + b, 0),
    jsFiles: sizes.length,
    requests,
    remoteRequests,
    lcpMs,
  };
}

/** From navigation start to the seller remote's heading on /get-quote, in a cold browser context. */
async function timeToRemoteContent(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h1')].find((h) =>
        h.textContent?.includes('Get Your Gift Card Quote'),
      );
      if (!heading) return;
      (window as unknown as { remoteContentAt: number }).remoteContentAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/get-quote');
  await page.waitForFunction(() => 'remoteContentAt' in window);
  const ms = await page.evaluate(
    () => (window as unknown as { remoteContentAt: number }).remoteContentAt,
  );
  await context.close();
  return ms;
}

function summarize(runs: LandingFigures[]): LandingFigures {
  const first = runs[0]!;
  return { ...first, lcpMs: median(runs.map((r) => r.lcpMs)) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  for (const dir of ['shell/dist', 'mfe-seller/dist', 'mfe-admin/dist', 'mfe-support/dist']) {
    if (!fs.existsSync(path.join(repoRoot, dir, 'index.html'))) {
      throw new Error(`${dir} is missing: run \`npm run build\` first`);
    }
  }
  console.log('building the no-federation shell baseline...');
  execFileSync(
    path.join(repoRoot, 'node_modules/.bin/rspack'),
    ['build', '--env', 'no-federation'],
    {
      cwd: shellDir,
      stdio: 'pipe',
    },
  );

  const platform = await startPlatform({
    gateway: 'nginx',
    ...relaxedLimits,
    env: { LOG_LEVEL: 'warn' },
    logDir: path.join(repoRoot, '.tmp/bench-logs'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const federated: LandingFigures[] = [];
    const baseline: LandingFigures[] = [];
    const remote: number[] = [];
    // A warm-up pass so the first measured run does not pay for nginx and service start-up.
    await measureLanding(browser, platform.url);
    for (let i = 0; i < RUNS; i += 1) {
      federated.push(await measureLanding(browser, platform.url));
      baseline.push(await measureLanding(browser, platform.url, noFederationDist));
      remote.push(await timeToRemoteContent(browser, platform.url));
    }
    const mf = summarize(federated);
    const plain = summarize(baseline);
    const ratio = mf.jsGzipBytes / plain.jsGzipBytes;
    const rows = [
      ['landing JS (gzip)', kb(mf.jsGzipBytes), kb(plain.jsGzipBytes)],
      ['landing JS files', String(mf.jsFiles), String(plain.jsFiles)],
      ['landing requests', String(mf.requests), String(plain.requests)],
      ['landing requests to /remotes/', String(mf.remoteRequests), String(plain.remoteRequests)],
      [
        `landing LCP (median of ${RUNS})`,
        `${mf.lcpMs.toFixed(0)} ms`,
        `${plain.lcpMs.toFixed(0)} ms`,
      ],
    ];
    console.log(`\n${'figure'.padEnd(32)}${'federated shell'.padEnd(18)}no federation`);
    for (const [name, a, b] of rows) console.log(`${name!.padEnd(32)}${a!.padEnd(18)}${b}`);
    console.log(
      `\nlanding JS ratio (federated / no federation): ${ratio.toFixed(2)}x (target <= 1.25x)`,
    );
    console.log(
      `landing downloads remote code: ${mf.remoteRequests > 0 ? 'YES' : 'no'} (target: no)`,
    );
    console.log(`landing LCP: ${mf.lcpMs.toFixed(0)} ms (target < 1000 ms)`);
    console.log(
      `time to remote content on /get-quote (median of ${RUNS}): ${median(remote).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
