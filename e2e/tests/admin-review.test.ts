import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, signInAsAdminAt } from '../support/browser';
import { sellerWithSubmission, signUp } from '../support/api-principals';

/**
 * An admin reviews a seller's card in Chromium through nginx (docs/product.md#admin-review):
 * finds it by its card number, sees its photo, rejects it with a reason, and the seller's
 * dashboard shows that reason.
 */
describeInBrowser('admin review', (browser) => {
  it('finds a submission by card number, sees the photo, rejects it; the seller reads the reason', async () => {
    const seller = await signUp(baseUrl(), 'review');
    const cardNumber = `5500 ${randomInt(1000, 9999)} ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`;
    const { submissionId } = await sellerWithSubmission(baseUrl(), seller, cardNumber);

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

    const card = page.getByTestId('admin-submission');
    await card.getByText(`Submission #${submissionId}`).waitFor();
    // Found by the full number; the card shows it in full to the admin.
    await card.getByText('Card Number:').waitFor();
    expect(await card.textContent()).toContain(cardNumber);
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The code was already redeemed');
    await dialog.getByRole('button', { name: 'Reject Submission' }).click();
    await page.getByText('Status Updated').first().waitFor();
    await card.getByText('Rejected').first().waitFor();

    const sellerPage = await browser.newPage();
    const [name, value] = (seller.cookie ?? '').split('=') as [string, string];
    await sellerPage.context().addCookies([{ name, value, url: baseUrl() }]);
    await sellerPage.goto('/dashboard');
    await sellerPage.getByRole('tab', { name: /Submissions/ }).click();
    await sellerPage.getByText('Rejection Reason:').first().waitFor();
    await sellerPage.getByText('The code was already redeemed').first().waitFor();
  });
});
