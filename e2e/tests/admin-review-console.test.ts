import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeInBrowser, signInAsAdminAt } from '../support/browser';
import { jpeg, sellerWithSubmission, signUp, type Principal } from '../support/api-principals';

/** `count` more Amazon cards from a seller who already has a payout method. */
async function submitMore(seller: Principal, paymentMethodId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      brand: 'Amazon',
      denomination: String(50 + i),
      cardNumber: `6011 ${randomInt(1000, 9999)} ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`,
      cardFormat: 'digital',
      cardCondition: 'brand_new',
      paymentMethodId,
    }))
      form.append(name, value);
    form.append('images', jpeg(), 'front.jpg');
    const res = await fetch(`${baseUrl()}/api/submit-gift-card`, {
      method: 'POST',
      headers: { cookie: seller.cookie ?? '', origin: baseUrl() },
      body: form,
    });
    expect(res.status).toBe(201);
  }
}

/** The rows' boxes as the browser lays them out, and the viewport's height. */
async function rowBoxes(page: Page) {
  const list = page.getByRole('listbox', { name: 'Submissions queue' });
  return list.getByRole('option').evaluateAll((rows) => ({
    height: window.innerHeight,
    boxes: rows.map((row) => {
      const { top, bottom, left, right } = row.getBoundingClientRect();
      return { top, bottom, left, right };
    }),
  }));
}

/**
 * The review console's layout and keys in Chromium (docs/product.md#admin-review): a dense queue
 * beside the selected submission at 1280×900, the two stacked at 390 px, and j/k moving the
 * selection from the keyboard.
 */
describeInBrowser('admin review console', (browser) => {
  it('shows at least 15 whole rows at 1280×900 beside the pane, and stacks them at 390 px', async () => {
    const seller = await signUp(baseUrl(), 'dense');
    const { paymentMethodId } = await sellerWithSubmission(baseUrl(), seller);
    await submitMore(seller, paymentMethodId, 16);

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdminAt(page);
    const list = page.getByRole('listbox', { name: 'Submissions queue' });
    await list.getByRole('option').nth(16).waitFor();

    const { height, boxes } = await rowBoxes(page);
    const whole = boxes.filter((box) => box.top >= 0 && box.bottom <= height);
    expect(whole.length).toBeGreaterThanOrEqual(15);
    // One line each: no row is taller than a line of text and its padding.
    for (const box of whole) expect(box.bottom - box.top).toBeLessThanOrEqual(40);
    const pane = (await page
      .getByRole('complementary', { name: 'Selected submission' })
      .boundingBox())!;
    const queue = (await list.boundingBox())!;
    expect(pane.x).toBeGreaterThanOrEqual(queue.x + queue.width);
    expect(pane.y).toBeLessThan(height);

    await page.setViewportSize({ width: 390, height: 844 });
    const narrowQueue = (await list.boundingBox())!;
    const narrowPane = (await page
      .getByRole('complementary', { name: 'Selected submission' })
      .boundingBox())!;
    // Stacked: the pane under the list, each as wide as the screen allows, nothing sideways.
    expect(narrowPane.y).toBeGreaterThanOrEqual(narrowQueue.y + narrowQueue.height);
    expect(narrowQueue.width).toBeGreaterThan(300);
    expect(narrowPane.width).toBeGreaterThan(300);
    const sideways = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 30)}`),
    );
    expect(sideways).toEqual([]);
  });

  it('moves the selection with j and k, and lists the keys with ?', async () => {
    const seller = await signUp(baseUrl(), 'jk');
    const { paymentMethodId } = await sellerWithSubmission(baseUrl(), seller);
    await submitMore(seller, paymentMethodId, 2);
    const page = await browser.newPage();
    await signInAsAdminAt(page);
    const list = page.getByRole('listbox', { name: 'Submissions queue' });
    await list.getByRole('option').nth(2).waitFor();
    const selected = list.getByRole('option', { selected: true });
    const title = page.getByTestId('submission-detail').getByRole('heading', { level: 3 });
    const first = await selected.getAttribute('id');
    await page.keyboard.press('j');
    await expect.poll(() => selected.getAttribute('id')).not.toBe(first);
    const second = await selected.getAttribute('id');
    expect(await title.textContent()).toMatch(/^Amazon \$/);
    await page.keyboard.press('k');
    await expect.poll(() => selected.getAttribute('id')).toBe(first);
    expect(second).not.toBe(first);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Claim the selected submission');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });
});
