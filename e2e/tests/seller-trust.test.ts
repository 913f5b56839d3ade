import { expect, it } from 'vitest';
import { inject } from 'vitest';
import type { MySubmission } from '@cardbridge/contracts';
import { baseUrl, describeInBrowser } from '../support/browser';
import type { BrowserHandle } from '../support/browser';
import { callAs, sellerWithSubmission, signInAdmin, signUp } from '../support/api-principals';
import type { Principal } from '../support/api-principals';
import { jpegBytes } from '../support/images';

/** The seller's dashboard in a browser of their own, on the Submissions tab. */
async function dashboardOf(browser: BrowserHandle, seller: Principal) {
  const page = await browser.newPage();
  const [name, value] = (seller.cookie ?? '').split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: baseUrl() }]);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.getByRole('tab', { name: /Submissions/ }).click();
  return page;
}

const mine = async (seller: Principal) =>
  (await (await callAs(baseUrl())(seller, '/api/my-submissions')).json()) as MySubmission[];

/**
 * Seller trust in Chromium through nginx (docs/product.md#seller-trust): a reviewer adjusts two
 * cards' balances and the seller accepts one and declines the other from the dashboard; a card
 * rejected for an unreadable photo is resubmitted with corrections through the prefilled sell flow.
 */
describeInBrowser('seller trust', (browser) => {
  it('accepts one adjusted balance and declines another from the dashboard', async () => {
    const call = callAs(baseUrl());
    const seller = await signUp(baseUrl(), 'adjust');
    const admin = await signInAdmin(baseUrl(), inject('admin'));
    const first = await sellerWithSubmission(baseUrl(), seller);
    const second = await sellerWithSubmission(baseUrl(), seller, '6006-4912-3456-7891');
    for (const { submissionId } of [first, second]) {
      const res = await call(admin, `/api/admin/submissions/${submissionId}/adjust`, {
        method: 'POST',
        body: JSON.stringify({ amount: 80, reason: 'The balance checker shows $80' }),
      });
      expect(res.status).toBe(200);
    }

    const page = await dashboardOf(browser, seller);
    const panels = page.getByRole('region', { name: 'Balance adjustment' });
    await expect.poll(() => panels.count(), { timeout: 15_000 }).toBe(2);
    expect(await panels.first().textContent()).toContain(
      'was $100.00 → $80.00; payout $93.00 → $74.40',
    );
    expect(await panels.first().textContent()).toContain('The balance checker shows $80');

    await panels.first().getByRole('button', { name: 'Accept $74.40' }).click();
    await page.getByText('Adjustment Accepted').first().waitFor();
    await expect.poll(() => panels.count(), { timeout: 15_000 }).toBe(1);
    await panels.first().getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Adjustment Declined').first().waitFor();
    await expect.poll(() => panels.count(), { timeout: 15_000 }).toBe(0);

    const after = await mine(seller);
    const statuses = after.map((s) => [s.status, s.amount, s.quote]).sort();
    expect(statuses).toEqual([
      ['declined', '100.00', '93.00'],
      ['processing', '80.00', '74.40'],
    ]);
    await page.getByText('Declined').first().waitFor();
  });

  it('resubmits a card rejected for an unreadable photo with corrections', async () => {
    const call = callAs(baseUrl());
    const seller = await signUp(baseUrl(), 'resub');
    const admin = await signInAdmin(baseUrl(), inject('admin'));
    const { submissionId, paymentMethodId } = await sellerWithSubmission(baseUrl(), seller);
    const rejected = await call(admin, `/api/admin/submissions/${submissionId}/status`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'rejected', reasonCode: 'photo_unreadable' }),
    });
    expect(rejected.status).toBe(200);

    const page = await dashboardOf(browser, seller);
    await page.getByText('We could not read the card in your photos.').waitFor();
    await page.getByText(/Take new, sharp photos/).waitFor();
    await page.getByRole('link', { name: 'Resubmit with corrections' }).click();
    await page.waitForURL((url) => url.pathname === '/sell-card');
    expect(new URL(page.url()).searchParams.get('resubmitOf')).toBe(submissionId);
    expect(await page.getByLabel('Gift Card Value ($)').inputValue()).toBe('100.00');
    await page.getByRole('button', { name: 'Continue to Sell' }).click();
    await page.getByLabel('Card Number / Code *').fill('6006-4912-3456-7890');
    await page
      .getByLabel('Gift card images')
      .setInputFiles([{ name: 'sharp.jpg', mimeType: 'image/jpeg', buffer: jpegBytes() }]);
    await page.getByAltText('Preview of sharp.jpg').waitFor();
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await page.waitForURL('**/confirmation');

    const after = await mine(seller);
    const resubmission = after.find((s) => s.resubmitOf === submissionId);
    expect(resubmission).toMatchObject({
      status: 'pending',
      amount: '100.00',
      paymentMethodId,
    });
    expect(after.find((s) => s.id === submissionId)?.resubmittedAs).toBe(resubmission?.id);
  });
});
