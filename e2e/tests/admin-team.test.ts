import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emailedMatch } from '../support/sign-up-link';
import { useOwnPlatform } from '../support/own-platform';
import { browserTestsSkipped } from '../support/skip';

// Its own platform with ADMIN_MFA_REQUIRED on, as docker compose runs it: every admin, the
// invited one included, adds an authenticator before a first session (docs/product.md#admin-team).
const owner = { username: 'team-owner', password: 'team-owner-password-1' };
const reviewer = { username: 'rita_reviewer', email: 'rita.reviewer@example.com' };
const reviewerPassword = 'violet-harbour-lantern-42';

/** Signs in with the password, adds the authenticator the sign-in requires, lands on /admin. */
async function signInEnrolling(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Admin Username').fill(username);
  await page.getByLabel('Admin Password').fill(password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.getByRole('heading', { name: 'Add an authenticator' }).waitFor();
  const secret = (await page.getByLabel('Secret').textContent())?.trim() ?? '';
  await page.getByLabel('Code from the app').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

describe.skipIf(browserTestsSkipped())('an owner invites a reviewer in the browser', () => {
  const own = useOwnPlatform(owner, { ADMIN_MFA_REQUIRED: 'true' });

  it("the reviewer sets a password from the emailed link, adds MFA and sees only the reviewer's tabs", async () => {
    const ownerContext = await own.newContext();
    const reviewerContext = await own.newContext();
    try {
      const page = await ownerContext.newPage();
      await signInEnrolling(page, owner.username, owner.password);
      await page.getByRole('tab', { name: 'Team' }).click();
      await page.getByLabel('Username').fill(reviewer.username);
      await page.getByLabel('Email').fill(reviewer.email);
      await page.getByRole('combobox', { name: 'Role', exact: true }).click();
      await page.getByRole('option', { name: 'Reviewer' }).click();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      const shown = await page.getByLabel('Invitation link').inputValue();
      expect(shown).toMatch(/\/admin\/invitation#token=[\w-]{43}$/);

      // The emailed link is the one shown: the reviewer opens it on this platform.
      const emailed = await emailedMatch(
        reviewer.email,
        /(\/admin\/invitation#token=[\w-]{43})/,
        own.platform().mailDir ?? '',
      );
      expect(shown.endsWith(emailed)).toBe(true);
      const invitee = await reviewerContext.newPage();
      await invitee.goto(emailed);
      await invitee.getByRole('heading', { level: 1, name: 'Join the admin team' }).waitFor();
      await invitee.getByLabel('Password').fill(reviewerPassword);
      await invitee.getByRole('button', { name: 'Set password' }).click();
      await invitee.waitForURL('**/admin/login');

      await signInEnrolling(invitee, reviewer.username, reviewerPassword);
      await expect.poll(() => invitee.getByRole('tab').allTextContents()).toEqual(['Submissions']);
      for (const absent of ['Team', 'Users', 'Transactions', 'Chat', 'Audit']) {
        expect(await invitee.getByRole('tab', { name: absent }).count()).toBe(0);
      }

      // The owner sees the invitation and the reviewer's sign-in steps in the audit trail.
      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByLabel('Admin', { exact: true }).fill(reviewer.username);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect
        .poll(() => page.getByTestId('audit-row').allTextContents())
        .toContainEqual(expect.stringContaining('signin.enrolment_completed'));
    } finally {
      await ownerContext.close();
      await reviewerContext.close();
    }
  }, 180_000);
});
