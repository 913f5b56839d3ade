import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

/** The benchmark's slow phone (e2e/bench/web.ts): 150 ms round trips, 1.6 Mbps. */
async function slowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
}

interface Loaded {
  path: string;
  start: number;
  end: number;
  bytes: number;
}

/** What the browser fetched for the page so far, as its resource timing entries say. */
const loadedFiles = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const e = entry as PerformanceResourceTiming;
      return {
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: e.responseEnd,
        bytes: e.encodedBodySize,
      };
    }),
  ) as Promise<Loaded[]>;

/** The scripts and stylesheet the shell's HTML names. */
async function shellFiles(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/get-quote')).text();
  return [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
}

const isSellerFile = (path: string) => /^\/remotes\/seller\/[0-9a-f]{12}\/.+\.(js|css)$/.test(path);

/** A first-time visitor on a remote's page (docs/product.md#remote-page-speed). */
describeInBrowser('a remote page, first load', (browser) => {
  it("asks for the remote's files only once the shell's own have downloaded", async () => {
    const page = await browser.newPage();
    await slowLink(page);
    await page.goto('/get-quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    const files = await loadedFiles(page);
    const shell = await shellFiles(page);
    const shellDone = Math.max(...files.filter((f) => shell.includes(f.path)).map((f) => f.end));
    const seller = files.filter((f) => isSellerFile(f.path));
    expect(files.filter((f) => shell.includes(f.path))).toHaveLength(shell.length);
    expect(seller.length).toBeGreaterThan(1);
    for (const file of seller) expect(file.start, file.path).toBeGreaterThanOrEqual(shellDone);
  });

  it("downloads at most 24 kB of the seller remote's JavaScript for the quote screen, and no schema library", async () => {
    const page = await browser.newPage();
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (isSellerFile(new URL(response.url()).pathname)) bodies.push(response.text());
    });
    await page.goto('/get-quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    await page.getByRole('button', { name: /Amazon/ }).waitFor();
    const scripts = (await loadedFiles(page)).filter(
      (f) => isSellerFile(f.path) && f.path.endsWith('.js'),
    );
    // As sent (gzip): the seller's entry and the page's own code; React, the router, the query
    // cache, the web kit (and the brand list's schema with it) and tailwind-merge are the shell's.
    const bytes = scripts.reduce((sum, f) => sum + f.bytes, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(24 * 1024);
    for (const body of await Promise.all(bodies)) expect(body).not.toContain('ZodError');
  });
});
