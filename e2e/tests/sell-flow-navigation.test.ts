import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeInBrowser } from '../support/browser';
import { signUpInBrowser } from '../support/sign-up';

/** A 1x1 PNG: the server decides the type by these bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Step 1 filled with $100, on to step 2. */
async function toStep2(page: Page) {
  await page.goto('/sell-card?brand=Amazon');
  await page.getByLabel('Gift Card Value ($)').fill('100');
  await page.getByRole('button', { name: 'Continue to Sell' }).click();
  await page.waitForURL('**/sell-card?brand=Amazon&step=2');
  await page.getByLabel('Card Number / Code *').waitFor();
}

describeInBrowser('the sell flow keeps what the seller entered', (browser) => {
  it("keeps step 1 and step 2 entries (card, options, photo, payout method) through the browser's Back and Forward", async () => {
    const page = await browser.newPage();
    await signUpInBrowser(page, { prefix: 'nav', firstName: 'Nora' });
    for (const accountInfo of ['nora@example.com', 'nora.payouts@example.com']) {
      const added = await page.request.post('/api/payment-methods', {
        data: { type: 'paypal', accountInfo },
        headers: { origin: baseUrl() },
      });
      expect(added.status()).toBe(201);
    }
    await toStep2(page);
    await page.getByLabel('Card Number / Code *').fill('6006-0000-1111');
    await page.getByLabel('Card Condition').click();
    await page.getByRole('option', { name: /Partially Used/i }).click();
    await page
      .getByLabel('Gift card images')
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: png }]);
    await page.getByAltText('Preview of front.png').waitFor();
    await page.getByLabel('Payment method').click();
    await page.getByRole('option', { name: 'PayPal - nora.payouts@example.com' }).click();
    const keptOnStep2 = async () => {
      expect(await page.getByLabel('Card Number / Code *').inputValue()).toBe('6006-0000-1111');
      expect(await page.getByLabel('Card Condition').textContent()).toMatch(/Partially Used/i);
      expect(await page.getByAltText('Preview of front.png').count()).toBe(1);
      expect(await page.getByLabel('Payment method').textContent()).toBe(
        'PayPal - nora.payouts@example.com',
      );
    };

    await page.goBack();
    await page.waitForURL((url) => url.search === '?brand=Amazon');
    expect(await page.getByLabel('Gift Card Value ($)').inputValue()).toBe('100');

    await page.goForward();
    await page.waitForURL('**/sell-card?brand=Amazon&step=2');
    await keptOnStep2();

    // The page's own Back to Quote and Continue do the same.
    await page.getByRole('button', { name: 'Back to Quote' }).click();
    expect(await page.getByLabel('Gift Card Value ($)').inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Continue to Sell' }).click();
    await page.getByLabel('Card Number / Code *').waitFor();
    await keptOnStep2();
  });

  it('asks before a link leaves the flow with entries not submitted; Stay keeps them', async () => {
    const page = await browser.newPage();
    await signUpInBrowser(page, { prefix: 'nav', firstName: 'Nora' });
    await toStep2(page);
    await page.getByLabel('Card Number / Code *').fill('6006-2222-3333');
    const getQuote = page.getByRole('navigation').first().getByRole('link', { name: 'Get Quote' });

    await getQuote.click();
    const question = page.getByRole('alertdialog', { name: 'Leave without submitting?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/sell-card');
    expect(await page.getByLabel('Card Number / Code *').inputValue()).toBe('6006-2222-3333');

    await getQuote.click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/get-quote');
  });

  it('shows where the keyboard is when Tab reaches the photo picker', async () => {
    const page = await browser.newPage();
    await signUpInBrowser(page, { prefix: 'nav', firstName: 'Nora' });
    await toStep2(page);
    await page.getByLabel('Card Number / Code *').focus();
    const picker = page.getByLabel('Gift card images');
    for (
      let i = 0;
      i < 30 && !(await picker.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await picker.evaluate((el) => el === document.activeElement)).toBe(true);
    // The input itself is visually hidden: its drop zone (the label around it) draws the ring.
    const ring = await picker.evaluate((el) => getComputedStyle(el.closest('label')!).boxShadow);
    expect(ring).not.toBe('none');
  });

  it('does not ask when nothing was entered', async () => {
    const page = await browser.newPage();
    await signUpInBrowser(page, { prefix: 'nav', firstName: 'Nora' });
    await page.goto('/sell-card?brand=Amazon');
    await page.getByLabel('Gift Card Value ($)').waitFor();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Get Quote' }).click();
    await page.waitForURL('**/get-quote');
  });

  it('signing in from the sell page returns there with the brand kept', async () => {
    const page = await browser.newPage();
    const { username } = await signUpInBrowser(page, { prefix: 'nav', firstName: 'Nora' });
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Sign In' }).waitFor();

    await page.goto('/sell-card?brand=amazon');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.locator('[data-slot="card"]').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/sell-card' && url.search === '?brand=amazon');
    await page.getByRole('heading', { name: 'Sell Your Amazon Gift Card' }).waitFor();
  });
});
