import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { browserTestsSkipped } from './skip';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed-network machine needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath} (apt-get install chromium)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A describe block whose tests share one browser; each test gets a fresh context (cookies,
 * localStorage) through `newPage()`. Skipped only when npm test announced it loudly.
 */
export function describeInBrowser(name: string, body: (b: BrowserHandle) => void) {
  const run = browserTestsSkipped() ? describe.skip : describe;
  run(name, () => {
    const handle = new BrowserHandle();
    beforeAll(async () => {
      handle.browser = await launchBrowser();
    });
    afterAll(async () => {
      await handle.browser?.close();
    });
    body(handle);
  });
}

export class BrowserHandle {
  browser: Browser | undefined;
  private contexts: BrowserContext[] = [];

  /**
   * A page in a new, isolated browser context, with the gateway as its base URL. `bypassCSP` lets
   * a test inject a script of its own (axe-core) past the site's Content Security Policy.
   */
  async newPage(options: { bypassCSP?: boolean } = {}): Promise<Page> {
    if (!this.browser) throw new Error('browser not launched');
    const context = await this.browser.newContext({ baseURL: baseUrl(), ...options });
    this.contexts.push(context);
    return context.newPage();
  }
}

/** Signs the shared e2e admin in through /admin/login, as a person would; ends on /admin. */
export async function signInAsAdminAt(page: Page): Promise<void> {
  const admin = inject('admin');
  await page.goto('/admin/login');
  await page.getByLabel('Admin Username').fill(admin.username);
  await page.getByLabel('Admin Password').fill(admin.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}
