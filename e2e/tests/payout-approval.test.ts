import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayoutsPage, Payout } from '@cardbridge/contracts';
import { startPlatform, type RunningPlatform } from '@cardbridge/platform';
import { callAs, sellerWithSubmission, signInAdmin, signUp } from '../support/api-principals';
import { launchBrowser } from '../support/browser';
import { testPlatformOptions } from '../support/relaxed-limits';
import { browserTestsSkipped } from '../support/skip';
import { until } from '../support/until';

// Four-eyes approval (docs/product.md#four-eyes-approval) on its own platform, whose threshold
// is $50 so the usual $100 card (a $93.00 payout) is held for a second admin.
const owner = { username: 'eyes-owner', password: 'eyes-owner-password-1' };
const finance = {
  username: 'fiona_finance',
  email: 'fiona.finance@example.com',
  password: 'amber-quarry-lantern-57',
};

/** Signs an admin in through /admin/login and opens the Transactions tab. */
async function openTransactions(page: Page, admin: { username: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Admin Username').fill(admin.username);
  await page.getByLabel('Admin Password').fill(admin.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
}

describe.skipIf(browserTestsSkipped())('four-eyes approval of a large payout', () => {
  let platform: RunningPlatform;
  let browser: Browser;
  beforeAll(async () => {
    const options = testPlatformOptions(owner);
    platform = await startPlatform({
      ...options,
      env: { ...options.env, PAYOUT_APPROVAL_THRESHOLD: '50', PAYOUT_SANDBOX_DELAY_MS: '200' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('holds the payout of the owner’s completion, refuses the owner, and sends it once a finance admin approves', async () => {
    const call = callAs(platform.url);
    const seller = await signUp(platform.url, 'foureyes', platform.mailDir ?? '');
    const { submissionId } = await sellerWithSubmission(platform.url, seller);
    const ops = await signInAdmin(platform.url, owner);
    const completed = await call(ops, `/api/admin/submissions/${submissionId}/status`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'completed' }),
    });
    expect(completed.status).toBe(200);

    // A finance admin joins through an invitation (docs/product.md#admin-team).
    const invited = await call(ops, '/api/admin/team/invitations', {
      method: 'POST',
      body: JSON.stringify({ username: finance.username, email: finance.email, role: 'finance' }),
    });
    expect(invited.status).toBe(201);
    const { url } = (await invited.json()) as { url: string };
    const token = new URL(url, platform.url).hash.replace(/^#token=/, '');
    const accepted = await call({ name: 'anonymous' }, '/api/admin/invitations/accept', {
      method: 'POST',
      body: JSON.stringify({ token, password: finance.password }),
    });
    expect(accepted.status).toBe(201);

    const payout = await until('the payout booked', async () => {
      const res = await call(ops, '/api/admin/transactions?status=awaiting_approval');
      const page = (await res.json()) as AdminPayoutsPage;
      return page.items.find((t) => t.giftCardId === submissionId);
    });
    expect(payout).toMatchObject({ amount: '93.00', completedBy: { username: owner.username } });

    const ownerContext = await browser.newContext({ baseURL: platform.url });
    const financeContext = await browser.newContext({ baseURL: platform.url });
    try {
      // The owner completed it: the row says Awaiting approval and offers them nothing.
      const ownerPage = await ownerContext.newPage();
      await openTransactions(ownerPage, owner);
      const ownerRow = ownerPage.getByTestId('admin-payout-row').filter({ hasText: payout.id });
      await ownerRow.getByText('Awaiting approval').waitFor();
      await ownerRow.getByText(`Completed by ${owner.username}`).waitFor();
      expect(await ownerRow.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await ownerRow.getByRole('button', { name: 'Decline' }).count()).toBe(0);

      // ...and the server refuses them all the same.
      const self = await call(ops, `/api/admin/transactions/${payout.id}/approve`, {
        method: 'POST',
      });
      expect(self.status).toBe(403);
      expect(await self.json()).toEqual({
        message:
          'You completed this submission, so another admin must approve or decline its payout.',
      });
      const sellerView = async () =>
        ((await (await call(seller, '/api/transactions')).json()) as Payout[]).filter(
          (t) => t.giftCardId === submissionId,
        );
      expect((await sellerView()).map((t) => t.status)).toEqual(['awaiting_approval']);

      // A finance admin approves it in the browser; the sender pays it.
      const financePage = await financeContext.newPage();
      await openTransactions(financePage, finance);
      const row = financePage.getByTestId('admin-payout-row').filter({ hasText: payout.id });
      await row.getByText('Awaiting approval').waitFor();
      await row.getByRole('button', { name: 'Approve' }).click();
      await financePage.getByText('Payout Approved').first().waitFor();
      await row.getByText(`Approved by ${finance.username}`).waitFor();
      await row.getByText('Paid').waitFor({ timeout: 20_000 });

      const paid = await until('the seller sees it paid', async () => {
        const mine = await sellerView();
        return mine.every((t) => t.status === 'completed') ? mine : undefined;
      });
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ id: payout.id, amount: '93.00' });
    } finally {
      await ownerContext.close();
      await financeContext.close();
    }
  }, 180_000);
});
