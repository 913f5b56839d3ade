import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, signInAsAdminAt } from '../support/browser';
import { sellerWithSubmission, signUp } from '../support/api-principals';

/**
 * An admin reviews a seller's card in Chromium through nginx (docs/product.md#admin-review):
 * finds it by its card number, opens its photo in the viewer, rejects it with a reason, and the seller's open
 * dashboard tells them (toast and 'Rejection Reason:'); the admin reverts and completes it, and
 * the seller's Transactions tab shows the payout paid (docs/product.md#payouts-and-transactions).
 */
describeInBrowser('admin review', (browser) => {
  it('finds a submission by card number, opens the photo, rejects, reverts and completes it; the seller is told and paid', async () => {
    const seller = await signUp(baseUrl(), 'review');
    const cardNumber = `5500 ${randomInt(1000, 9999)} ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`;
    const { submissionId } = await sellerWithSubmission(baseUrl(), seller, cardNumber);

    // The seller watches their dashboard throughout, in a browser of their own.
    const sellerPage = await browser.newPage();
    const [name, value] = (seller.cookie ?? '').split('=') as [string, string];
    await sellerPage.context().addCookies([{ name, value, url: baseUrl() }]);
    await sellerPage.goto('/dashboard');
    await sellerPage.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const page = await browser.newPage();
    await signInAsAdminAt(page);

    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/admin/submissions?') && r.url().includes('q='),
    );
    await page
      .getByPlaceholder('Search by ID, brand, card number, username, email, or amount...')
      .fill(cardNumber.replace(/ /g, ''));
    await searched;
    await page.getByText('Showing 1 of 1 submissions').waitFor();

    // The one row found is selected; the pane beside it shows it in full.
    await page.getByRole('option', { selected: true }).waitFor();
    const card = page.getByTestId('submission-detail');
    await card.getByText(`Submission #${submissionId}`).waitFor();
    // Found by the full number; the pane shows it in full to the admin.
    await card.getByText('Card Number:').waitFor();
    expect(await card.textContent()).toContain(cardNumber);
    // The photo opens in the viewer, served as the image it is, and zooms.
    const viewed = page.waitForResponse((r) => r.url().includes('/api/admin/view/'));
    await card.getByRole('button', { name: /^Photo 1 of/ }).click();
    const shown = await viewed;
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toBe('image/jpeg');
    const viewer = page.getByRole('dialog', { name: /^Photo 1 of/ });
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('status').getByText('150%').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The code was already redeemed');
    await dialog.getByRole('button', { name: 'Reject Submission' }).click();
    await page.getByText('Status Updated').first().waitFor();
    await card.getByText('Rejected').first().waitFor();

    // The seller's open dashboard hears of it at its next poll.
    await sellerPage.getByText('Submission Rejected').first().waitFor({ timeout: 15_000 });
    await sellerPage.getByRole('tab', { name: /Submissions/ }).click();
    await sellerPage.getByText('Rejection Reason:').first().waitFor();
    await sellerPage.getByText('The code was already redeemed').first().waitFor();

    await card.getByRole('button', { name: 'Revert to Processing' }).click();
    await card.getByRole('button', { name: 'Mark Complete' }).click();
    await card.getByText('Completed').first().waitFor();

    await sellerPage.getByRole('tab', { name: 'Transactions' }).click();
    const payout = sellerPage.getByRole('listitem', { name: /^Transaction #/ });
    await payout.getByText('Paid').waitFor({ timeout: 20_000 });
    expect(await payout.textContent()).toContain('$93.00');
  });
});
