import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signUpToken } from './sign-up-link';

export interface NewSeller {
  username: string;
  email: string;
  password: string;
}

/**
 * Creates a seller account through /register and the emailed link, as a person would, and waits
 * for the dashboard.
 * The username is random (with `prefix`) so tests never collide.
 */
export async function signUpInBrowser(
  page: Page,
  { prefix = 'sam', firstName = 'Sam', lastName = 'Seller' } = {},
): Promise<NewSeller> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const seller = { username, email: `${username}@example.com`, password: 'correct horse battery' };
  await page.goto('/register');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password').fill(seller.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The emailed link finishes the sign-up and signs in (docs/product.md#accounts-and-sessions).
  await page.getByText('Check your email to finish signing up').waitFor();
  await page.goto(`/confirm-signup?token=${await signUpToken(seller.email)}`);
  await page.waitForURL('**/dashboard');
  return seller;
}
