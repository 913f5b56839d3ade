import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { submissionStatusInfo } from '@cardbridge/contracts';
import { describeInBrowser } from '../support/browser';
import { jpegBytes, pngBytes } from '../support/images';
import { signUpInBrowser } from '../support/sign-up';
import { signUpToken } from '../support/sign-up-link';

/** A small real JPEG and PNG: the service decodes them. */
const jpeg = jpegBytes();
const png = pngBytes;

describeInBrowser('selling a gift card', (browser) => {
  it('goes from sign-up to a pending submission on the dashboard', async () => {
    const page = await browser.newPage();
    const { username } = await signUpInBrowser(page);

    await page.goto('/get-quote');
    await page
      .getByRole('button', { name: /Amazon/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/sell-card?brand=Amazon');

    await page.getByLabel('Gift Card Value ($)').fill('100');
    await expect
      .poll(() => page.getByRole('region', { name: 'Your quote' }).textContent())
      .toContain('$93.00');
    await page.getByRole('button', { name: 'Continue to Sell' }).click();

    await page
      .getByText('You need to add a payment method before submitting your gift card.')
      .waitFor();
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await page.locator('#quick-payment-type').click();
    await page.getByRole('option', { name: 'PayPal' }).click();
    await page.getByLabel('Account Information').fill(`${username}@example.com`);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Payment Method' }).click();
    await page.getByText(`PayPal - ${username}@example.com`).waitFor();

    await page.getByLabel('Card Number / Code *').fill('6006-4912-3456-7890');
    await page.getByLabel('Gift card images').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'back.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByAltText('Preview of back.png').waitFor();
    await page.getByRole('button', { name: 'Submit for Review' }).click();

    await page.waitForURL('**/confirmation');
    await page.getByText('Submission Received!').waitFor();
    expect(await page.getByText('Under Review').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'View Transaction History' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Submissions' }).click();
    const entry = page.getByRole('tabpanel').getByRole('article', { name: 'Amazon submission' });
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(submissionStatusInfo.pending.label);
    expect(text).toContain('$100.00');
    expect(text).toContain('$93.00');
    expect(text).toContain('•••• 7890');
  });

  it('brings a visitor back to the card they chose once they have signed up', async () => {
    const page = await browser.newPage();
    const username = `vic${randomBytes(4).toString('hex')}`;
    await page.goto('/sell-card?brand=Amazon');
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    // The card's Sign In, not the header's (which has no page to return to).
    await page.locator('[data-slot="card"]').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/sell-card?brand=Amazon');

    // The form's 'Sign up' (which keeps returnTo), not the header's 'Sign Up'.
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByLabel('First Name').fill('Vic');
    await page.getByLabel('Last Name').fill('Visitor');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email to finish signing up').waitFor();
    // The emailed link, opened in this tab, goes on to the page the sign-up started from.
    await page.goto(`/confirm-signup?token=${await signUpToken(`${username}@example.com`)}`);

    await page.waitForURL('**/sell-card?brand=Amazon');
    await page.getByLabel('Gift Card Value ($)').waitFor();
  });
});
