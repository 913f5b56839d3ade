import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useOwnPlatform } from '../support/own-platform';
import { browserTestsSkipped } from '../support/skip';

// Its own platform and admin: turning MFA on for the shared e2e admin would change every other
// file's admin sign-in (docs/product.md#admin-mfa).
const admin = { username: 'mfa-admin', password: 'mfa-admin-password-1' };

/** The code an authenticator shows `offset` 30 s steps from now. */
const codeFor = (secret: string, offset = 0) =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

describe.skipIf(browserTestsSkipped())('admin two-factor authentication in the browser', () => {
  const own = useOwnPlatform(admin);

  async function signInWithPassword(page: Page) {
    await page.goto('/admin/login');
    await page.getByLabel('Admin Username').fill(admin.username);
    await page.getByLabel('Admin Password').fill(admin.password);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  }

  it('enrols from the header, then asks for a code at the next sign-in', async () => {
    const context = await own.newContext();
    const page = await context.newPage();
    try {
      await signInWithPassword(page);
      await page.getByRole('button', { name: 'Two-factor authentication' }).click();
      const dialog = page.getByRole('dialog');
      // A signed-in admin gives the password again before adding an authenticator.
      await dialog.getByLabel('Your password').fill(admin.password);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => dialog.getByAltText(/QR code/).isVisible()).toBe(true);
      // The QR code really draws (the gateway's CSP lets data: images through).
      await expect
        .poll(() =>
          dialog.getByAltText(/QR code/).evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      const secret = (await dialog.getByLabel('Secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await dialog.getByLabel('Code from the app').fill(codeFor(secret));
      await dialog.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      const recoveryCodes = await codes.allTextContents();
      await dialog.getByRole('button', { name: 'I have saved them' }).click();
      await expect.poll(() => page.getByText('Two-factor on').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      await signInWithPassword(page);
      const code = page.getByLabel('Authentication code');
      await expect.poll(() => code.isVisible()).toBe(true);
      // The enrolment used this step's code; a code works once, so the app's next one.
      await code.fill(codeFor(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/admin');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible())
        .toBe(true);

      // A wrong code is refused (shown once); a recovery code gets in instead, and only once.
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      await signInWithPassword(page);
      await page.getByLabel('Authentication code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => page.getByText('Invalid authentication code').count()).toBe(1);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/admin');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible())
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(browserTestsSkipped())('ADMIN_MFA_REQUIRED in the browser', () => {
  const required = { username: 'mfa-required-admin', password: 'mfa-required-password-1' };
  const own = useOwnPlatform(required, { ADMIN_MFA_REQUIRED: 'true' });

  it('takes an admin without an authenticator through adding one before the dashboard', async () => {
    const context = await own.newContext();
    const page = await context.newPage();
    try {
      await page.goto('/admin/login');
      await page.getByLabel('Admin Username').fill(required.username);
      await page.getByLabel('Admin Password').fill(required.password);
      await page.getByRole('button', { name: 'Access Admin Panel' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Add an authenticator' }).isVisible())
        .toBe(true);
      // The password alone opened no admin session.
      expect((await context.request.get('/api/admin/me')).status()).toBe(401);

      const secret = (await page.getByLabel('Secret').textContent())?.trim() ?? '';
      await page.getByLabel('Code from the app').fill(codeFor(secret));
      await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await expect
        .poll(() =>
          page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count(),
        )
        .toBe(10);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.waitForURL('**/admin');
      await expect.poll(() => page.getByText('Two-factor on').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
