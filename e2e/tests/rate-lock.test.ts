import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { Payout } from '@cardbridge/contracts';
import { callAs, signInAdmin } from '../support/api-principals';
import { baseUrl, describeInBrowser } from '../support/browser';
import { jpegBytes } from '../support/images';
import { signUpInBrowser } from '../support/sign-up';
import { until } from '../support/until';

/**
 * The binding rate lock end to end (docs/product.md#rate-lock): a seller locks Best Buy's rate
 * in the sell flow, a finance admin lowers the rate in the Rates tab meanwhile (confirming the
 * large change), and the seller's card, submitted with the lock and completed, is paid at the
 * locked rate. Best Buy is this file's own brand: no other browser test quotes it.
 */
describeInBrowser('a binding rate lock', (browser) => {
  const call = callAs(baseUrl());

  /** A finance admin, invited by the owner and signed in on its own page. */
  async function financeAdminPage(): Promise<Page> {
    const owner = await signInAdmin(baseUrl(), inject('admin'));
    const username = `fin${randomBytes(3).toString('hex')}`;
    const invited = await call(owner, '/api/admin/team/invitations', {
      method: 'POST',
      body: JSON.stringify({ username, email: `${username}@example.com`, role: 'finance' }),
    });
    expect(invited.status).toBe(201);
    const { url } = (await invited.json()) as { url: string };
    const token = new URL(url).hash.replace('#token=', '');
    const password = 'amber-lantern-harbour-77';
    const accepted = await call(owner, '/api/admin/invitations/accept', {
      method: 'POST',
      body: JSON.stringify({ token, password }),
    });
    expect(accepted.status).toBe(201);

    const page = await browser.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Admin Username').fill(username);
    await page.getByLabel('Admin Password').fill(password);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.waitForURL('**/admin');
    return page;
  }

  it('serves the brands through nginx with an ETag, 304 while unchanged', async () => {
    const first = await fetch(`${baseUrl()}/api/brands`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"brands-/);
    const again = await fetch(`${baseUrl()}/api/brands`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('pays the locked rate although finance lowered the rate before the seller submitted', async () => {
    const seller = await browser.newPage();
    const { username } = await signUpInBrowser(seller, { prefix: 'lock' });
    await seller.goto('/sell-card?brand=Best%20Buy');
    await seller.getByLabel('Gift Card Value ($)').fill('200');
    const quote = seller.getByRole('region', { name: 'Your quote' });
    await expect.poll(() => quote.textContent()).toContain('$180.00');
    expect(await quote.textContent()).toMatch(/Rate locked for (30:00|29:\d\d)/);

    // Finance lowers Best Buy from 90 % to 75 %: more than 10 points, so the tab asks first.
    const finance = await financeAdminPage();
    await finance.getByRole('tab', { name: 'Rates' }).click();
    await finance.getByRole('button', { name: 'Edit the rate of Best Buy' }).click();
    const rate = finance.getByLabel('New rate for Best Buy (%)');
    await rate.fill('75');
    await finance.getByRole('button', { name: 'Save rate' }).click();
    const dialog = finance.getByRole('alertdialog');
    await dialog
      .getByText(
        'Changing the Best Buy rate from 90% to 75% moves it by 15 points. Confirm to apply it.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Apply change' }).click();
    await finance.getByText('Rate Updated').first().waitFor();
    await finance.getByTestId('rate-change').first().waitFor();
    expect(await finance.getByTestId('rate-change').first().textContent()).toContain('90% → 75%');

    // Visitors now read 75 %; the seller's lock still says $180.00.
    const brands = (await (await fetch(`${baseUrl()}/api/brands`)).json()) as {
      name: string;
      rate: string;
    }[];
    expect(brands.find((b) => b.name === 'Best Buy')?.rate).toBe('75');
    expect(await quote.textContent()).toContain('$180.00');

    await seller.getByRole('button', { name: 'Continue to Sell' }).click();
    await seller.getByRole('button', { name: 'Add Payment Method' }).click();
    await seller.locator('#quick-payment-type').click();
    await seller.getByRole('option', { name: 'PayPal' }).click();
    await seller.getByLabel('Account Information').fill(`${username}@example.com`);
    await seller.getByRole('dialog').getByRole('button', { name: 'Add Payment Method' }).click();
    await seller.getByText(`PayPal - ${username}@example.com`).waitFor();
    await seller.getByLabel('Card Number / Code *').fill(`6011 ${randomBytes(4).toString('hex')}`);
    await seller
      .getByLabel('Gift card images')
      .setInputFiles([{ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpegBytes() }]);
    const submitted = seller.waitForResponse((r) => r.url().endsWith('/api/submit-gift-card'));
    await seller.getByRole('button', { name: 'Submit for Review' }).click();
    const answer = await submitted;
    expect(answer.status()).toBe(201);
    const { submission } = (await answer.json()) as {
      submission: { id: string; quote: string; ratePercent: number };
    };
    expect(submission).toMatchObject({ quote: '180.00', ratePercent: 90 });
    await seller.waitForURL('**/confirmation');

    // The owner completes it; the seller is paid the locked $180.00, not 75 % ($150.00).
    const owner = await signInAdmin(baseUrl(), inject('admin'));
    const completed = await call(owner, `/api/admin/submissions/${submission.id}/status`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'completed' }),
    });
    expect(completed.status).toBe(200);
    const cookies = await seller.context().cookies();
    const sellerCookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const [payout] = await until('the payout booked', async () => {
      const list = (await (
        await call({ name: 'user', cookie: sellerCookie }, '/api/transactions')
      ).json()) as Payout[];
      return list.length > 0 ? list : undefined;
    });
    expect(payout?.amount).toBe('180.00');

    // Back to the catalogue rate for anyone quoting Best Buy later.
    const restored = await call(owner, '/api/admin/brands/best-buy', {
      method: 'PATCH',
      body: JSON.stringify({ rate: 90, confirm: true }),
    });
    expect(restored.status).toBe(200);
  });
});
