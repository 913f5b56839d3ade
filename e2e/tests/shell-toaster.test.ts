import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

/** A failed sign-in raises the 'Login failed' toast (docs/product.md#errors) through the shared web kit. */
async function raiseToast(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  const toast = page.getByRole('status').filter({ hasText: 'Login failed' });
  await toast.waitFor();
  return toast;
}

/** Drags the toast horizontally by `dx` pixels, as a finger or mouse swipe would. */
async function swipe(page: Page, dx: number) {
  const box = await page.getByRole('status').filter({ hasText: 'Login failed' }).boundingBox();
  if (!box) throw new Error('toast not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + (dx * step) / 10, y);
  await page.mouse.up();
}

describeInBrowser('toasts', (browser) => {
  it('dismisses a toast swiped right past 50 px, and keeps one swiped less', async () => {
    const page = await browser.newPage();
    const toast = await raiseToast(page);
    await swipe(page, 30);
    await page.waitForTimeout(300);
    expect(await toast.isVisible()).toBe(true);
    await swipe(page, 120);
    await toast.waitFor({ state: 'hidden' });
  });

  it('moves focus to the toast viewport on F8', async () => {
    const page = await browser.newPage();
    await raiseToast(page);
    await page.keyboard.press('F8');
    const focused = await page.evaluate(() => document.activeElement?.closest('ol')?.tagName);
    expect(focused).toBe('OL');
  });
});
