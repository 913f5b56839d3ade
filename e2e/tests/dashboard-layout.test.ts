import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, type BrowserHandle } from '../support/browser';
import { signUpInBrowser } from '../support/sign-up';

const defaultOrder = ['stats', 'activity', 'payments', 'submissions', 'quick-actions'];
const quickActionsUpOne = ['stats', 'activity', 'payments', 'quick-actions', 'submissions'];

/** The widgets of the customizable dashboard, in the order shown. */
const widgetOrder = (page: Page) =>
  page
    .locator('[data-widget]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget')));

/**
 * dnd-kit starts listening for the arrow keys a task after the pick-up (a person's next key press
 * comes far later); two animation frames cover it.
 */
const keysListened = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** A new seller's dashboard in the customizable view, at the given window size. */
async function customizableDashboard(
  browser: BrowserHandle,
  prefix: string,
  size = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(size);
  await signUpInBrowser(page, { prefix });
  await page.getByRole('button', { name: 'Customizable view' }).click();
  await page.getByRole('region', { name: 'Quick Actions' }).waitFor();
  return page;
}

describeInBrowser('the customizable dashboard', (browser) => {
  it('reorders widgets with the keyboard alone, says so, and keeps the order after a reload', async () => {
    const page = await customizableDashboard(browser, 'dnd');
    expect(await widgetOrder(page)).toEqual(defaultOrder);

    // Quick Actions (last, below Submissions) up one place: Space, arrow up, Space.
    const handle = page.getByRole('button', { name: 'Move Quick Actions' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page
      .getByText('Picked up Quick Actions, at position 5 of 5.')
      .waitFor({ state: 'attached' });
    await keysListened(page);
    await page.keyboard.press('ArrowUp');
    await page.getByText('Quick Actions moved to position 4 of 5.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page
      .getByText(/^Quick Actions dropped at position 4 of 5\.$/)
      .waitFor({ state: 'attached' });
    expect(await widgetOrder(page)).toEqual(quickActionsUpOne);
    // The handle keeps the focus, so the seller can go on moving it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move Quick Actions',
    );

    // Escape puts a picked-up widget back.
    await page.getByRole('button', { name: 'Move Stats' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Picked up Stats, at position 1 of 5.').waitFor({ state: 'attached' });
    await keysListened(page);
    await page.keyboard.press('ArrowDown');
    await page.getByText('Stats moved to position 2 of 5.').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByText('Moving Stats was cancelled.').waitFor({ state: 'attached' });
    expect((await widgetOrder(page))[0]).toBe('stats');

    await page.reload();
    await page.getByRole('region', { name: 'Quick Actions' }).waitFor();
    expect(await widgetOrder(page)).toEqual(quickActionsUpOne);
    expect(await page.getByRole('button', { name: 'Default' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('reorders widgets by dragging a handle with the mouse', async () => {
    const page = await customizableDashboard(browser, 'drg', { width: 1280, height: 1400 });
    // Carry Submissions (by its handle) until the card covers the place of Stats.
    const handle = (await page.getByRole('button', { name: 'Move Submissions' }).boundingBox())!;
    const from = (await page.getByRole('region', { name: 'Submissions' }).boundingBox())!;
    const to = (await page.getByRole('region', { name: 'Stats' }).boundingBox())!;
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + to.x - from.x, start.y + to.y - from.y, { steps: 12 });
    await page.mouse.up();
    await page
      .getByText(/^Submissions dropped at position 1 of 5\.$/)
      .waitFor({ state: 'attached' });
    expect(await widgetOrder(page)).toEqual([
      'submissions',
      'stats',
      'activity',
      'payments',
      'quick-actions',
    ]);
  });

  it('lays out the compact preset in thirds and the detailed one full width', async () => {
    const page = await customizableDashboard(browser, 'lay');
    await page.getByRole('button', { name: 'Compact' }).click();
    const widths = () =>
      page
        .locator('[data-widget]')
        .evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().width)));
    const compact = await widths();
    const detailed = await (async () => {
      await page.getByRole('button', { name: 'Detailed' }).click();
      return widths();
    })();
    for (const width of compact) expect(width).toBeLessThan(detailed[0]! / 2);
    expect(new Set(detailed).size).toBe(1);
    // Compact puts three widgets on the first row.
    await page.getByRole('button', { name: 'Compact' }).click();
    const tops = await page
      .locator('[data-widget]')
      .evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
  });

  it('fits a 390 px phone: widgets stacked full width, no sideways scrolling', async () => {
    const page = await customizableDashboard(browser, 'phn', { width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const lefts = await page
      .locator('[data-widget]')
      .evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});
