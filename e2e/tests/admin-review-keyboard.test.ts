import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeInBrowser, signInAsAdminAt } from '../support/browser';
import { sellerWithSubmission, signUp } from '../support/api-principals';

/**
 * Presses Tab until the focused element is the named button; the keyboard path to it. Each step
 * must show where the focus is (an outline or a ring), or the path names it `(unseen)`.
 */
async function tabTo(page: Page, name: string, most = 40): Promise<string[]> {
  const path: string[] = [];
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab');
    // Past the rings' transitions, as a person sees them.
    await page.waitForTimeout(200);
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const style = getComputedStyle(el);
      const seen = style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      return `${el.tagName.toLowerCase()}:${label}${seen ? '' : ' (unseen)'}`;
    });
    path.push(focused);
    if (focused === `button:${name}`) return path;
  }
  throw new Error(`"${name}" not reached by Tab: ${path.join(' > ')}`);
}

/**
 * The review queue without a mouse (docs/product.md#admin-review): from the search box, Tab
 * reaches the filters, the queue and the selected submission's actions in reading order, each
 * with a visible focus; Enter opens the Reject dialog with the focus in the reason; Escape
 * closes it and changes nothing; Enter on the confirm button rejects.
 */
describeInBrowser('admin review by keyboard', (browser) => {
  it('searches, opens, cancels and confirms a rejection with the keyboard only', async () => {
    const seller = await signUp(baseUrl(), 'keys');
    const cardNumber = `4111 ${randomInt(1000, 9999)} ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`;
    const { submissionId } = await sellerWithSubmission(baseUrl(), seller, cardNumber);
    const page = await browser.newPage();
    await signInAsAdminAt(page);

    const search = page.getByPlaceholder(
      'Search by ID, brand, card number, username, email, or amount...',
    );
    await search.focus();
    await page.keyboard.type(cardNumber.replace(/ /g, ''));
    await page.getByText('Showing 1 of 1 submissions').waitFor();
    const card = page.getByTestId('submission-detail');
    await card.getByText(`Submission #${submissionId}`).waitFor();

    const path = await tabTo(page, 'Reject');
    expect(path.filter((step) => step.endsWith('(unseen)'))).toEqual([]);
    // The queue takes the focus once, then the selected submission's actions come in order:
    // processing, completing, then rejecting.
    expect(path).toContain('ul:Submissions queue');
    expect(path).toContain('button:Claim');
    const buttons = path
      .slice(path.indexOf('ul:Submissions queue'))
      .filter((step) => step.startsWith('button:'));
    expect(buttons.slice(-3)).toEqual([
      'button:Start Processing',
      'button:Approve & Complete',
      'button:Reject',
    ]);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await card.textContent()).toContain('Pending');

    // Focus returns to the button that opened the dialog; open it again and confirm.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Reject');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.type('The code was already redeemed');
    await tabTo(page, 'Reject Submission', 5);
    await page.keyboard.press('Enter');
    await page.getByText('Status Updated').first().waitFor();
    await card.getByText('Rejected').first().waitFor();
  });
});
