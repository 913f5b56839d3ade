import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

describeInBrowser('quote picker in the shell', (browser) => {
  it('reaches the seller remote from the navigation and continues to /sell-card with the brand URL-encoded', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Get Quote' }).click();
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();

    await page.getByPlaceholder('Search gift card brands...').fill('barnes');
    await page
      .getByRole('button', { name: /Barnes & Noble/ })
      .first()
      .click();
    await page.getByText('Barnes & Noble Selected').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/sell-card?**');
    expect(new URL(page.url()).search).toBe(`?brand=${encodeURIComponent('Barnes & Noble')}`);
  });

  it('serves /quote with the same brand picker', async () => {
    const page = await browser.newPage();
    await page.goto('/quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
  });
});
