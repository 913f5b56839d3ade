import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sellerWithSubmission, signUp } from '../support/api-principals';
import {
  baseUrl,
  describeInBrowser,
  signInAsAdminAt,
  type BrowserHandle,
} from '../support/browser';
import { seriousAxeFindings } from '../support/axe';
import { signUpInBrowser } from '../support/sign-up';

const THEMES = ['light', 'dark'] as const;

/** Each page with its h1, as a visitor reaches it. */
const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/', 'Turn Gift Cards Into Instant Cash'],
  ['/get-quote', /quote/i],
  ['/sell-card?brand=Amazon', 'Sign In Required'],
  ['/login', 'Welcome Back'],
  ['/register', 'Join Cardbridge'],
  ['/help', 'Help Center'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', /contact/i],
  ['/security', 'Security'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/no-such-page', '404 Page Not Found'],
  ['/admin/login', 'Admin Login'],
  ['/admin/invitation#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'Join the admin team'],
];

interface PageReport {
  path: string;
  title: string;
  h1s: number;
  findings: unknown[];
}

async function themedPage(browser: BrowserHandle, theme: string): Promise<Page> {
  const page = await browser.newPage({ bypassCSP: true });
  await page.context().addInitScript((t) => localStorage.setItem('theme', t), theme);
  return page;
}

/** What a page offers once its h1 is there: its title, its h1 count and axe's serious findings. */
async function report(page: Page, path: string, heading: string | RegExp): Promise<PageReport> {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return {
    path,
    title: await page.title(),
    h1s: await page.locator('h1').count(),
    findings: await seriousAxeFindings(page),
  };
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<PageReport> {
  await page.goto(path);
  return report(page, path, heading);
}

/** Every page: no serious or critical axe finding, exactly one h1, "<page> · Cardbridge". */
function expectAccessible(reports: PageReport[]) {
  expect(reports.filter((r) => r.findings.length > 0)).toEqual([]);
  expect(reports.filter((r) => r.h1s !== 1).map((r) => `${r.path}: ${r.h1s} h1`)).toEqual([]);
  expect(reports.filter((r) => !/^\S.* · Cardbridge$/.test(r.title)).map((r) => r.path)).toEqual(
    [],
  );
}

describeInBrowser(
  'accessibility (axe-core, WCAG 2.1 AA), titles and headings in order',
  (browser) => {
    for (const theme of THEMES) {
      it(`holds on every public page (${theme} theme), a picked brand on /get-quote too, each with its own title`, async () => {
        const page = await themedPage(browser, theme);
        const reports: PageReport[] = [];
        for (const [path, heading] of PUBLIC_PAGES) reports.push(await visit(page, path, heading));
        // The live chat a visitor reaches from the contact form.
        await page.goto('/contact');
        await page.getByLabel('First Name').fill('Ally');
        await page.getByLabel('Last Name').fill('Visitor');
        await page.getByLabel('Email').fill('ally@example.com');
        await page.getByLabel('Subject').fill('A question');
        await page.getByLabel('Message').fill('How long does a review take?');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await page.waitForURL('**/contact/chat?session=*');
        reports.push(await report(page, '/contact/chat', 'Live Support Chat'));
        // A picked brand: its card tinted, the pointer still over it, the summary below.
        await page.goto('/get-quote');
        await page
          .getByRole('button', { name: /Amazon/ })
          .first()
          .click();
        await page.getByRole('button', { name: /Amazon/, pressed: true }).waitFor();
        const picked = await report(page, '/get-quote (Amazon picked)', /quote/i);
        expectAccessible([...reports, picked]);
        const titles = reports.map((r) => r.title);
        // The sign-in prompt of /sell-card is the sell page's own title; every other page differs.
        expect(new Set(titles).size).toBe(titles.length);
      }, 180_000);

      it(`holds on the seller's pages: every dashboard tab, the customizable view and both sell steps, the quote shown (${theme} theme)`, async () => {
        const page = await themedPage(browser, theme);
        await signUpInBrowser(page, { prefix: 'ally', firstName: 'Ally' });
        const reports = [await visit(page, '/dashboard', /welcome|dashboard/i)];
        for (const tab of [
          'Submissions',
          'Transactions',
          'Payment Methods',
          'Settings',
          'Support',
        ]) {
          await page.getByRole('tab', { name: tab }).click();
          reports.push(await report(page, `/dashboard (${tab})`, /welcome|dashboard/i));
        }
        // The notification switches, in their dialog.
        await page.getByRole('tab', { name: 'Settings' }).click();
        await page.getByRole('button', { name: 'Notification Settings' }).click();
        await page.getByRole('switch', { name: 'Email Notifications' }).waitFor();
        reports.push({
          path: '/dashboard (notification settings)',
          title: await page.title(),
          h1s: await page.locator('h1').count(),
          findings: await seriousAxeFindings(page),
        });
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Customizable view' }).click();
        await page.getByRole('region', { name: 'Quick Actions' }).waitFor();
        reports.push(await report(page, '/dashboard (customizable)', /welcome|dashboard/i));
        reports.push(await visit(page, '/sell-card?brand=Amazon', /Sell Your Amazon Gift Card/));
        await page.getByLabel('Gift Card Value ($)').fill('100');
        // Step 1 with its quote, on its tinted panel.
        await page.getByRole('region', { name: 'Your quote' }).waitFor();
        reports.push(await report(page, '/sell-card step 1 (quote)', /Sell Your Amazon Gift Card/));
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('heading', { name: 'Gift Card Information' }).waitFor();
        reports.push(await report(page, '/sell-card step 2', /Sell Your Amazon Gift Card/));
        expectAccessible(reports);
      }, 180_000);

      it(`holds on the admin pages, the review console's dialogs too (${theme} theme)`, async () => {
        // One card from two sellers: rows, the pane, its actions and a fraud signal on each.
        const cardNumber = `6011 0000 ${Date.now() % 10_000} 4242`;
        for (const prefix of ['axe', 'axedup']) {
          await sellerWithSubmission(baseUrl(), await signUp(baseUrl(), prefix), cardNumber);
        }
        const page = await themedPage(browser, theme);
        await signInAsAdminAt(page);
        await page.getByRole('option', { selected: true }).waitFor();
        const reports = [await visit(page, '/admin', 'Admin Dashboard')];
        await page.getByRole('option', { selected: true }).waitFor();
        reports.push(
          await report(page, '/admin (queue, a submission selected)', 'Admin Dashboard'),
        );
        for (const [opener, dialog] of [
          ['Shortcuts', 'Keyboard shortcuts'],
          [/^Photo 1 of/, /^Photo 1 of/],
        ] as const) {
          await page.getByRole('button', { name: opener }).click();
          await page.getByRole('dialog', { name: dialog }).waitFor();
          reports.push({
            path: `/admin (${String(dialog)} dialog)`,
            title: await page.title(),
            h1s: await page.locator('h1').count(),
            findings: await seriousAxeFindings(page),
          });
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        for (const tab of ['Users', 'Transactions', 'Team', 'Audit']) {
          await page.getByRole('tab', { name: tab }).click();
          reports.push(await report(page, `/admin (${tab})`, 'Admin Dashboard'));
        }
        reports.push(await visit(page, '/admin/chat', 'Chat Management'));
        expectAccessible(reports);
      }, 180_000);
    }
  },
);
