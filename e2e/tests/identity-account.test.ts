import { randomBytes } from 'node:crypto';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser } from '../support/browser';
import { signUpToken } from '../support/sign-up-link';

async function signUp(page: Page, username: string, password: string) {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Join Cardbridge' }).waitFor();
  await page.getByLabel('First Name').fill('Rita');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check your email to finish signing up').waitFor();
  await page.goto(`/confirm-signup?token=${await signUpToken(`${username}@example.com`)}`);
  await page.getByText('Welcome to Cardbridge!', { exact: true }).waitFor();
  await page.waitForURL('**/dashboard');
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describeInBrowser('identity: a user account end to end', (browser) => {
  it('registers, signs out, signs in, changes the password; the old password is refused', async () => {
    const page = await browser.newPage();
    const username = `rita${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.com`;
    await signUp(page, username, 'first-password');
    await page.getByText('Welcome, Rita', { exact: true }).waitFor();

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'cb_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The header's link: for a moment the dashboard being left also offers one.
    await page.getByRole('navigation').getByRole('link', { name: 'Sign In' }).waitFor();

    await signIn(page, email, 'first-password');
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill('first-password');
    await dialog.getByLabel('New Password', { exact: true }).fill('second-password');
    await dialog.getByLabel('Confirm New Password').fill('second-password');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signIn(page, email, 'first-password');
    await page.getByText('Login failed', { exact: true }).waitFor();
    await page.getByText('Invalid credentials', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Password').fill('second-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describeInBrowser('identity: the admin area', (browser) => {
  it('admin signs in, sees the new user in the Users tab, and logs out', async () => {
    const seller = await browser.newPage();
    const username = `uma${randomBytes(4).toString('hex')}`;
    await signUp(seller, username, 'seller-password');

    const admin = inject('admin');
    const page = await browser.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Admin Username').fill(admin.username);
    await page.getByLabel('Admin Password').fill(admin.password);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByText('Login Successful', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Admin', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Platform Users' }).waitFor();
    const row = page.getByTestId('admin-user-row').filter({ hasText: username });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${username}@example.com`);
    expect(await row.textContent()).toContain('User');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been securely logged out.', { exact: true }).waitFor();
    await page.waitForURL('**/admin/login');
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
  });

  it('a signed-in user who is not an admin cannot open /admin', async () => {
    const page = await browser.newPage();
    await signUp(page, `ned${randomBytes(4).toString('hex')}`, 'user-password');
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    const status = await page.evaluate(async () => (await fetch('/api/admin/users')).status);
    expect(status).toBe(403);
  });
});
