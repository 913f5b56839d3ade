import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

/**
 * Every app ships its own Tailwind utilities and the page collects their stylesheets in load
 * order: a remote's `.sr-only`, inserted later, must not beat the shell's `sm:not-sr-only`. The
 * header's wordmark is `sr-only sm:not-sr-only`: shown from 640 px, screen-reader-only below.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface WordmarkBox {
  position: string;
  width: number;
}

async function wordmark(page: Page): Promise<WordmarkBox> {
  const span = page.getByRole('navigation').first().getByText('Cardbridge', { exact: true });
  await span.waitFor({ state: 'attached' });
  return span.evaluate((element) => {
    const style = getComputedStyle(element);
    return { position: style.position, width: element.getBoundingClientRect().width };
  });
}

/** Paths of the remote stylesheets on the page, so a test knows which sheets it raced. */
function remoteStylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .map((sheet) => (sheet.href ? new URL(sheet.href).pathname : ''))
      .filter((href) => href.startsWith('/remotes/')),
  );
}

function expectShown(box: WordmarkBox, where: string) {
  expect(box.position, where).toBe('static');
  expect(box.width, where).toBeGreaterThan(40);
}

async function visitFromNavigation(page: Page, link: string, heading: string) {
  await page.getByRole('link', { name: link, exact: true }).first().click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

describeInBrowser('shell styles across remotes', (browser) => {
  it('shows the wordmark on a wide screen on the landing page', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Turn Gift Cards Into Instant Cash' }).waitFor();
    expectShown(await wordmark(page), '/');
  });

  it("keeps the wordmark shown after the seller remote's stylesheet loaded", async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/get-quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    expect(
      (await remoteStylesheets(page)).some((href) => href.startsWith('/remotes/seller/')),
    ).toBe(true);
    expectShown(await wordmark(page), '/get-quote');
  });

  it('keeps the wordmark shown whichever remote stylesheet came last: /get-quote, /help, /get-quote', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/get-quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    expectShown(await wordmark(page), '/get-quote');

    await visitFromNavigation(page, 'Help Center', 'Help Center');
    const sheets = await remoteStylesheets(page);
    expect(sheets.some((href) => href.startsWith('/remotes/seller/'))).toBe(true);
    expect(sheets.some((href) => href.startsWith('/remotes/support/'))).toBe(true);
    expectShown(await wordmark(page), '/help after /get-quote');

    await visitFromNavigation(page, 'Get Quote', 'Get Your Gift Card Quote');
    expectShown(await wordmark(page), '/get-quote after /help');
  });

  it("keeps a remote's md: heading size after another remote's stylesheet loaded later", async () => {
    // Help's `text-3xl md:text-4xl` against the seller sheet's own `.text-3xl`, inserted later.
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    const helpHeadingSize = () =>
      page
        .getByRole('heading', { name: 'Help Center' })
        .evaluate((element) => getComputedStyle(element).fontSize);
    await page.goto('/help');
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    expect(await helpHeadingSize()).toBe('36px');

    await visitFromNavigation(page, 'Get Quote', 'Get Your Gift Card Quote');
    await visitFromNavigation(page, 'Help Center', 'Help Center');
    const sheets = await remoteStylesheets(page);
    const seller = sheets.findIndex((href) => href.startsWith('/remotes/seller/'));
    const support = sheets.findIndex((href) => href.startsWith('/remotes/support/'));
    expect(seller).toBeGreaterThan(support);
    expect(await helpHeadingSize()).toBe('36px');
  });

  it('keeps the wordmark for screen readers only on a phone, with remotes loaded', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    expect(await wordmark(page)).toEqual({ position: 'absolute', width: 1 });
    await visitFromNavigation(page, 'Get Quote', 'Get Your Gift Card Quote');
    expect(await wordmark(page)).toEqual({ position: 'absolute', width: 1 });
    await visitFromNavigation(page, 'Help Center', 'Help Center');
    expect(await wordmark(page)).toEqual({ position: 'absolute', width: 1 });
  });
});
