/**
 * Front-end benchmark (`npm run bench:web`), measured as a first-time visitor: every load in a
 * fresh browser context (empty cache, no connections), no warm-up navigation, nothing hovered or
 * waited for before a click, and content counted when it is painted, not when it enters the DOM.
 * Loads pages in headless Chromium through the real nginx gateway and prints the landing page's JS (gzip) and request count, its largest contentful
 * paint and the same landing figures for the shell built without Module Federation, with the
 * ratio; the time to content of a remote page (/get-quote) against a shell page (/terms), cold,
 * on loopback and on a throttled profile (150 ms RTT, 1.6 Mbps, 4x CPU); and a click from the
 * landing page to /get-quote. Expects `npm run build` to have built
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
  // LCP as the browser reports it (its last candidate): settled once the page is idle.
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

/** A slow phone on a slow network: 150 ms round trips, 1.6 Mbps, a CPU 4x slower. */
const throttled = { latency: 150, downloadBytesPerSecond: 200_000, cpuSlowdown: 4 };
type Profile = 'loopback' | 'throttled';

async function applyProfile(page: Page, profile: Profile): Promise<void> {
  if (profile === 'loopback') return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttled.latency,
    downloadThroughput: throttled.downloadBytesPerSecond,
    uploadThroughput: throttled.downloadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttled.cpuSlowdown });
}

/**
 * In the page: resolves with the time (from navigation start) an h1 with this text is first
 * painted: the frame after it is in the DOM and visible (a heading inserted while a Suspense
 * boundary still hides it, or before its stylesheet applies, is not yet seen by anyone).
 * Self-contained: it runs in the browser.
 */
function headingPainted(wanted: string): Promise<number> {
  return new Promise<number>((resolve) => {
    const check = () => {
      const heading = [...document.querySelectorAll('h1')].find((h) =>
        h.textContent?.includes(wanted),
      );
      if (!heading?.checkVisibility()) return false;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      return true;
    };
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * `headingPainted(text)` as page source. tsx keeps function names with an `__name` helper the
 * page does not have: the source brings a stand-in.
 */
const headingPaintedSource = (text: string) =>
  `((__name) => (${headingPainted.toString()})(${JSON.stringify(text)}))((f) => f)`;

/** Records `window.contentAt` when the heading is painted, on the next document loaded. */
async function watchForHeading(page: Page, text: string): Promise<void> {
  await page.addInitScript({
    content: `${headingPaintedSource(text)}.then((at) => { window.contentAt = at; });`,
  });
}

/** From navigation start to the page's h1, in a cold browser context; and the requests made. */
async function timeToContent(
  browser: Browser,
  baseUrl: string,
  path: string,
  heading: string,
  profile: Profile,
): Promise<{ ms: number; requests: number }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await applyProfile(page, profile);
  let requests = 0;
  page.on('request', () => (requests += 1));
  await watchForHeading(page, heading);
  await page.goto(path);
  await page.waitForFunction(() => 'contentAt' in window, undefined, { timeout: 60_000 });
  const ms = await page.evaluate(() => (window as unknown as { contentAt: number }).contentAt);
  await context.close();
  return { ms, requests };
}

/**
 * A first-time visitor's click on the landing page's call to action, one second after the page
 * has shown (reading time; no hover first), until the seller remote's heading is painted.
 */
async function clickToRemote(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Sell Your Gift Cards Now' });
  await link.waitFor();
  await page.waitForTimeout(1_000);
  // Watched in the page itself: the page's own clock, not a polling interval.
  const painted = page.evaluate<number>(headingPaintedSource('Get Your Gift Card Quote'));
  const started = await page.evaluate(() => performance.now());
  await link.click();
  const ended = await painted;
  await context.close();
  return ended - started;
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
    const pages = {
      loopback: { shell: [] as number[], remote: [] as number[], requests: [0, 0] },
      throttled: { shell: [] as number[], remote: [] as number[], requests: [0, 0] },
    };
    const clicks: number[] = [];
    // No warm-up pass: the first visitor after a deploy is measured too.
    for (let i = 0; i < RUNS; i += 1) {
      federated.push(await measureLanding(browser, platform.url));
      baseline.push(await measureLanding(browser, platform.url, noFederationDist));
      for (const profile of ['loopback', 'throttled'] as const) {
        const shell = await timeToContent(
          browser,
          platform.url,
          '/terms',
          'Terms of Service',
          profile,
        );
        const remote = await timeToContent(
          browser,
          platform.url,
          '/get-quote',
          'Get Your Gift Card Quote',
          profile,
        );
        pages[profile].shell.push(shell.ms);
        pages[profile].remote.push(remote.ms);
        pages[profile].requests = [shell.requests, remote.requests];
      }
      clicks.push(await clickToRemote(browser, platform.url));
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
      `\nlanding JS ratio (federated / no federation): ${ratio.toFixed(2)}x (target <= 1.1x)`,
    );
    console.log(
      `landing downloads remote code: ${mf.remoteRequests > 0 ? 'YES' : 'no'} (target: no)`,
    );
    console.log(`landing LCP: ${mf.lcpMs.toFixed(0)} ms (target < 800 ms)`);
    console.log(
      `\ncontent time, cold, median of ${RUNS}: remote page /get-quote vs shell page /terms`,
    );
    for (const profile of ['loopback', 'throttled'] as const) {
      const { shell, remote, requests } = pages[profile];
      const ratioPages = median(remote) / median(shell);
      console.log(
        `  ${profile.padEnd(10)} ${median(remote).toFixed(0)} ms vs ${median(shell).toFixed(0)} ms: ${ratioPages.toFixed(2)}x (target <= 1.15x); requests ${requests[1]} vs ${requests[0]}`,
      );
    }
    console.log(
      `click landing -> /get-quote content (median of ${RUNS}): ${median(clicks).toFixed(0)} ms (target < 200 ms)`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
