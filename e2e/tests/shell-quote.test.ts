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

  it('on a 390 px phone, picking a brand brings its summary and Continue into view', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/get-quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    await page
      .getByRole('button', { name: /Amazon/ })
      .first()
      .click();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.waitFor();
    // The scroll is smooth: wait for it to settle, then the button must be on screen.
    await expect
      .poll(async () => {
        const box = await continueButton.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    expect(await page.getByText('Amazon Selected').isVisible()).toBe(true);
  });
});
