import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

/** The upper bound (docs/product.md#screens): a broken remote shows its fallback within 10 s. */
const FALLBACK_DEADLINE_MS = 10_000;

type Breakage = (route: Route) => Promise<void> | void;

const breakages: Record<string, Breakage> = {
  'refuses connections': (route) => route.abort('connectionrefused'),
  'answers 500': (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
  // Never fulfilled: the request hangs until the page goes away.
  'never answers': () => {},
};

/** Time until the fallback's Retry button shows for `path`. */
async function timeToFallback(page: Page, path: string): Promise<number> {
  const started = Date.now();
  await page.goto(path);
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_DEADLINE_MS });
  return Date.now() - started;
}

async function expectRestOfSiteWorks(page: Page) {
  const nav = page.getByRole('navigation').first();
  expect(await nav.getByRole('link', { name: 'Cardbridge' }).isVisible()).toBe(true);
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
  await page.goBack();
}

describeInBrowser('a remote that is down', (browser) => {
  for (const [name, breakage] of Object.entries(breakages)) {
    it(`shows Retry within 10 s when the seller remote ${name}, and loads it once back`, async () => {
      const page = await browser.newPage();
      await page.route('**/remotes/seller/**', breakage);
      expect(await timeToFallback(page, '/get-quote')).toBeLessThan(FALLBACK_DEADLINE_MS);
      await expectRestOfSiteWorks(page);
      // Back on the page, it tries again and, still broken, shows the fallback again.
      await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_DEADLINE_MS });

      await page.unroute('**/remotes/seller/**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    });
  }

  it('shows Retry within 10 s when only mf-manifest.json hangs, and recovers on Retry', async () => {
    const page = await browser.newPage();
    await page.route('**/remotes/seller/*/mf-manifest.json', breakages['never answers']!);
    expect(await timeToFallback(page, '/get-quote')).toBeLessThan(FALLBACK_DEADLINE_MS);

    await page.unroute('**/remotes/seller/*/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
  });

  it("shows Retry when the page's code chunk fails, and recovers on Retry", async () => {
    const page = await browser.newPage();
    const chunk = /\/remotes\/seller\/[0-9a-f]{12}\/__federation_expose_.*\.js$/;
    await page.route(chunk, breakages['answers 500']!);
    expect(await timeToFallback(page, '/get-quote')).toBeLessThan(FALLBACK_DEADLINE_MS);

    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
  });

  it('keeps serving the other remotes while one is down', async () => {
    const page = await browser.newPage();
    await page.route('**/remotes/seller/**', breakages['refuses connections']!);
    await page.goto('/help');
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
  });
});
