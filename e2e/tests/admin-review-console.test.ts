import { randomBytes, randomInt } from 'node:crypto';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, describeInBrowser, signInAsAdminAt } from '../support/browser';
import {
  callAs,
  jpeg,
  sellerWithSubmission,
  signInAdmin,
  signUp,
  type Principal,
} from '../support/api-principals';

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

/** A reviewer invited by the owner, their password set (docs/product.md#admin-team). */
async function invitedReviewer() {
  const owner = await signInAdmin(baseUrl(), inject('admin'));
  const username = `rev${randomBytes(4).toString('hex')}`;
  const invited = await callAs(baseUrl())(owner, '/api/admin/team/invitations', {
    method: 'POST',
    body: JSON.stringify({ username, email: `${username}@example.com`, role: 'reviewer' }),
  });
  expect(invited.status).toBe(201);
  const { url } = (await invited.json()) as { url: string };
  const token = new URL(url.replace('#', '?')).searchParams.get('token');
  const password = 'Reviewer-Queue-2026!';
  const accepted = await callAs(baseUrl())({ name: 'anonymous' }, '/api/admin/invitations/accept', {
    method: 'POST',
    body: JSON.stringify({ token, password }),
  });
  expect(accepted.status).toBe(201);
  return { username, password };
}

/** Signs an admin in at /admin/login and finds one submission by its card number. */
async function openSubmission(
  page: Page,
  admin: { username: string; password: string },
  cardNumber: string,
) {
  await page.goto('/admin/login');
  await page.getByLabel('Admin Username').fill(admin.username);
  await page.getByLabel('Admin Password').fill(admin.password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page
    .getByPlaceholder('Search by ID, brand, card number, username, email, or amount...')
    .fill(cardNumber.replace(/ /g, ''));
  await page.getByText('Showing 1 of 1 submissions').waitFor();
  return {
    row: page.getByRole('option', { selected: true }),
    pane: page.getByTestId('submission-detail'),
  };
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
    // Nothing widens the page (a long tab list scrolls within itself).
    const page390 = await page.evaluate(() => ({
      scrolled: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(page390.scrolled).toBeLessThanOrEqual(page390.width);
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

  it('claims with c; a second admin sees who reviews it, cannot claim or decide it, until it is released', async () => {
    const seller = await signUp(baseUrl(), 'claim');
    const cardNumber = `3782 ${randomInt(1000, 9999)} ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`;
    await sellerWithSubmission(baseUrl(), seller, cardNumber);
    const owner = inject('admin');
    const reviewer = await invitedReviewer();

    const mine = await browser.newPage();
    const first = await openSubmission(mine, owner, cardNumber);
    await first.pane.getByText('Not claimed').waitFor();
    // From the search box to the queue (keys typed in a field stay there).
    await first.row.click();
    await mine.keyboard.press('c');
    await first.pane.getByText('Being reviewed by you').waitFor();
    await first.row.getByText('Being reviewed by you').waitFor();

    const theirs = await browser.newPage();
    const second = await openSubmission(theirs, reviewer, cardNumber);
    await second.row.getByText(`Being reviewed by ${owner.username}`).waitFor();
    await second.pane.getByText(`Being reviewed by ${owner.username}`).waitFor();
    expect(await second.pane.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    // Their c and their decision are refused with the server's word on who holds it.
    await second.row.click();
    await theirs.keyboard.press('c');
    await theirs.getByText('Claim Failed').first().waitFor();
    await second.pane.getByRole('button', { name: 'Start Processing' }).click();
    await theirs.getByText('Update Failed').first().waitFor();
    expect(await theirs.getByText(`Being reviewed by ${owner.username}`).count()).toBeGreaterThan(
      2,
    );
    expect(await second.row.textContent()).toContain('Pending');

    // Released (u), it is free for the second admin at their next look.
    await mine.keyboard.press('u');
    await first.pane.getByText('Not claimed').waitFor();
    await theirs.reload();
    await theirs
      .getByPlaceholder('Search by ID, brand, card number, username, email, or amount...')
      .fill(cardNumber.replace(/ /g, ''));
    await theirs.getByText('Showing 1 of 1 submissions').waitFor();
    await second.pane.getByRole('button', { name: 'Claim' }).click();
    await second.pane.getByText('Being reviewed by you').waitFor();
  });
});
