import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpInBrowser } from '../support/sign-up';
import { describeInBrowser, signInAsAdminAt } from '../support/browser';

/**
 * Statuses of one polled API path as they came over the wire. Chromium revalidates its cached
 * copy with If-None-Match and, on a 304, hands the page the cached body with status 200, so the
 * wire status is read from the DevTools protocol (responseReceivedExtraInfo), not from the page.
 */
async function watchPolls(page: Page, path: string): Promise<number[]> {
  const statuses: number[] = [];
  const urls = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const url = urls.get(event.requestId);
    if (url && new URL(url).pathname === path) statuses.push(event.statusCode);
  });
  await cdp.send('Network.enable');
  return statuses;
}

async function signInAsAdmin(page: Page) {
  await signInAsAdminAt(page); // The Chat tab's button is the way in, as docs/product.md#screens describes.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await page.getByRole('link', { name: 'Open Chat Management' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/chat');
  await page.getByRole('heading', { name: /^Conversations/ }).waitFor();
}

/**
 * The admin searches for the conversation, sees its unread badge, opens it (the badge clears) and
 * replies with Enter; 'Reply Sent' confirms it.
 */
async function adminAnswers(page: Page, name: string, unread: number, reply: string) {
  // The server searches the conversations (the list is paged, however many there are).
  await page.getByPlaceholder('Search conversations...').fill(name);
  const row = page.getByRole('button', { name: new RegExp(name) });
  // Threads poll every 5 s; a conversation started just now shows within one interval.
  await row.waitFor({ timeout: 8_000 });
  await row.getByLabel(`${unread} unread`).waitFor({ timeout: 8_000 });
  await row.click();
  await expect.poll(() => row.getByLabel(/unread/).count(), { timeout: 8_000 }).toBe(0);
  const box = page.getByLabel('Reply');
  await box.fill(reply);
  await box.press('Enter');
  await page.getByText('Reply Sent', { exact: true }).waitFor();
  await page.getByRole('log', { name: 'Messages' }).getByText(reply).waitFor();
}

describeInBrowser('support chat', (browser) => {
  it('a visitor writes from /contact, the admin answers, the visitor sees the agent reply', async () => {
    const visitor = await browser.newPage();
    const polls = await watchPolls(visitor, '/api/contact/messages');
    const lastName = `Visitor${randomBytes(3).toString('hex')}`;

    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await visitor.waitForURL('**/contact');
    await visitor.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await expect.poll(() => visitor.title()).toBe('Contact us · Cardbridge');
    await visitor.getByLabel('First Name').fill('Vera');
    await visitor.getByLabel('Last Name').fill(lastName);
    await visitor.getByLabel('Email').fill('vera@example.com');
    await visitor.getByLabel('Subject').fill('Card refused');
    await visitor.getByLabel('Message').fill('My Amazon card was refused, can you check?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.waitForURL('**/contact/chat?session=*');
    const sessionId = new URL(visitor.url()).searchParams.get('session') ?? '';
    expect(sessionId.length).toBeGreaterThanOrEqual(22);
    await visitor.getByText('Live Chat Active').waitFor();
    await visitor.getByText(sessionId.slice(-8), { exact: true }).waitFor();
    const log = visitor.getByRole('log', { name: 'Conversation' });
    await log.getByText(/My Amazon card was refused/).waitFor();
    await visitor
      .getByText('Your message has been received. Waiting for agent response...')
      .waitFor();

    const input = visitor.getByLabel('Type your message');
    await input.fill('Order 1234, bought last week');
    await input.press('Enter');
    await log.getByText('Order 1234, bought last week').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');

    // Nothing changes while the visitor waits: Chromium revalidates each 5 s poll and gets 304.
    await expect.poll(() => polls.includes(304), { timeout: 12_000 }).toBe(true);

    const admin = await browser.newPage();
    const threadPolls = await watchPolls(admin, '/api/admin/chat/threads');
    await signInAsAdmin(admin);
    await adminAnswers(admin, `Vera ${lastName}`, 2, 'Hi Vera, we are checking order 1234.');
    await expect.poll(() => threadPolls.includes(304), { timeout: 12_000 }).toBe(true);

    // The visitor polls every 5 s: the reply shows within one interval (plus a little slack).
    await log.getByText('Hi Vera, we are checking order 1234.').waitFor({ timeout: 7_000 });
    await log.getByText('Support Agent').waitFor();

    // A returning visitor with the same link sees the whole conversation.
    const again = await browser.newPage();
    await again.goto(`/contact/chat?session=${sessionId}`);
    const againLog = again.getByRole('log', { name: 'Conversation' });
    await againLog.getByText('Order 1234, bought last week').waitFor();
    await againLog.getByText('Hi Vera, we are checking order 1234.').waitFor();
  });

  it("a signed-in user writes from the dashboard's Support tab and sees the admin's reply", async () => {
    const seller = await browser.newPage();
    const polls = await watchPolls(seller, '/api/chat/messages');
    const { username } = await signUpInBrowser(seller, { prefix: 'chat' });

    // Contact Support, when signed in, leads to the user's own chat.
    await seller.goto('/help');
    await seller.getByRole('link', { name: 'Contact Support' }).click();
    await seller.waitForURL('**/dashboard?tab=support');
    const log = seller.getByRole('log', { name: 'Support conversation' });
    await log.getByText(/No messages yet/).waitFor();
    const input = seller.getByLabel('Message to support');
    await input.fill('Where is my payout?');
    await input.press('Enter');
    await log.getByText('Where is my payout?').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    await expect.poll(() => polls.includes(304), { timeout: 12_000 }).toBe(true);

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    await adminAnswers(admin, username, 1, 'It was sent this morning.');

    await log.getByText('It was sent this morning.').waitFor({ timeout: 7_000 });
    await log.getByText('Support Agent').waitFor();
  });

  it('every Contact link of the site opens a working page', async () => {
    const page = await browser.newPage();
    const contactFormFrom = async (path: string, link: string, scope = page.locator('body')) => {
      await page.goto(path);
      await scope.getByRole('link', { name: link }).first().click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    };
    await contactFormFrom('/get-quote', 'Contact us');
    await contactFormFrom('/help', 'Contact Support');
    await contactFormFrom('/faq', 'Contact Support');
    await contactFormFrom('/terms', 'contact our support team');
    await contactFormFrom('/privacy', 'Contact Us', page.getByRole('contentinfo'));

    // Without a session the chat page sends the visitor back to the form.
    await page.goto('/contact/chat');
    await page.waitForURL((url) => url.pathname === '/contact' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  });
});
