import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

describeInBrowser('the admin login page', (browser) => {
  it('opens without a failed request or a console error', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.getByRole('main').count()).toBe(1);
  });

  it('says a refused sign-in once, on the form (no toast repeating it)', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Admin Username').fill('nobody-here');
    await page.getByLabel('Admin Password').fill('not the password');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    const banner = page.getByRole('alert').filter({ hasText: /invalid|incorrect/i });
    await banner.waitFor();
    const said = (await banner.textContent()) ?? '';
    const message = said.replace(/^.*?(invalid|incorrect)/i, '$1').trim();
    // Whatever toast would come has come by now.
    await page.waitForTimeout(500);
    expect(await page.getByText(message, { exact: false }).count()).toBe(1);
  });
});
