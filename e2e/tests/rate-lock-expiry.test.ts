import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@cardbridge/platform';
import { callAs, signInAdmin, signUp } from '../support/api-principals';
import { launchBrowser } from '../support/browser';
import { testPlatformOptions } from '../support/relaxed-limits';
import { browserTestsSkipped } from '../support/skip';

// Its own platform with a 6-second rate lock (QUOTE_LOCK_MINUTES=0.1), so the sell flow's
// countdown runs out while the test watches (docs/product.md#rate-lock).
const admin = { username: 'lock-owner', password: 'lock-owner-password-1' };

describe.skipIf(browserTestsSkipped())('the sell flow countdown', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  beforeAll(async () => {
    const options = testPlatformOptions(admin);
    platform = await startPlatform({
      ...options,
      env: { ...options.env, QUOTE_LOCK_MINUTES: '0.1' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('counts the lock down and re-quotes when it runs out, showing the new figure', async () => {
    const seller = await signUp(platform.url, 'count', platform.mailDir ?? '');
    const context = await browser.newContext({ baseURL: platform.url });
    const [name, value] = (seller.cookie ?? '').split('=') as [string, string];
    await context.addCookies([{ name, value, url: platform.url }]);
    const page = await context.newPage();
    const quoted: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/quotes') && response.status() === 201) {
        quoted.push(response.url());
      }
    });

    await page.goto('/sell-card?brand=Amazon');
    await page.getByLabel('Gift Card Value ($)').fill('100');
    const quote = page.getByRole('region', { name: 'Your quote' });
    await expect.poll(() => quote.textContent()).toContain('$93.00');
    const lock = page.getByTestId('rate-lock');
    expect(await lock.textContent()).toMatch(/^Rate locked for 00:0[1-6]$/);
    // It counts down: a later reading is smaller.
    const first = (await lock.textContent()) ?? '';
    await expect.poll(() => lock.textContent(), { timeout: 4_000 }).not.toBe(first);

    // Finance lowers Amazon meanwhile; when the lock runs out, the new quote shows the new rate.
    const call = callAs(platform.url);
    const owner = await signInAdmin(platform.url, admin);
    const changed = await call(owner, '/api/admin/brands/amazon', {
      method: 'PATCH',
      body: JSON.stringify({ rate: 85, confirm: true }),
    });
    expect(changed.status).toBe(200);

    await page
      .getByText('Your rate lock ran out, so we quoted again at the current rate.')
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => quote.textContent(), { timeout: 10_000 }).toContain('$85.00');
    expect(await lock.textContent()).toMatch(/^Rate locked for 00:0[1-6]$/);
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
