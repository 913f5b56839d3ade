import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatThreadsPage } from '@cardbridge/contracts';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

const visitors = [
  { firstName: 'Alma', lastName: 'Stone', email: 'alma@example.com' },
  { firstName: 'Boris', lastName: 'Kade', email: 'boris@example.org' },
  { firstName: 'Cleo', lastName: 'Stone', email: 'cleo@mail.test' },
  { firstName: 'Dev', lastName: 'Rao', email: 'dev.rao@example.com' },
  { firstName: 'Eve', lastName: 'Lund', email: 'devxrao@example.com' },
  { firstName: 'Finn', lastName: 'Ames', email: 'finn@example.net' },
];

beforeAll(async () => {
  app = await startChat();
  // Opened in this order, so the newest activity is Finn's.
  for (const visitor of visitors) await app.openSession(visitor);
  const user = app.signInUser('stonewall');
  await app.call('POST', '/api/chat/message', { as: user, body: { message: 'Hi' } });
});
afterAll(() => app.close());

const list = async (query: string) => {
  const res = await app.call<ChatThreadsPage>('GET', `/api/admin/chat/threads?${query}`, {
    as: app.signInAdmin(),
  });
  expect(res.status).toBe(200);
  return res.body;
};

/** Follows nextCursor to the end; answers the names in order and how many pages it took. */
const everyPage = async (query: string) => {
  const names: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    names.push(...page.items.map((t) => t.username));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { names, pages };
};

describe('GET /api/admin/chat/threads', () => {
  it('answers { items, total, nextCursor }, newest activity first, a page at a time', async () => {
    const first = await list('limit=3');
    expect(first.total).toBe(7);
    expect(first.items.map((t) => t.username)).toEqual(['stonewall', 'Finn Ames', 'Eve Lund']);
    expect(first.nextCursor).toEqual(expect.any(String));

    expect(await everyPage('limit=3')).toEqual({
      names: [
        'stonewall',
        'Finn Ames',
        'Eve Lund',
        'Dev Rao',
        'Cleo Stone',
        'Boris Kade',
        'Alma Stone',
      ],
      pages: 3,
    });
  });

  it('searches the username and the email on the server, ignoring case', async () => {
    const stones = await list('q=STONE');
    expect(stones.total).toBe(3);
    expect(stones.items.map((t) => t.username)).toEqual(['stonewall', 'Cleo Stone', 'Alma Stone']);

    const byEmail = await list('q=example.org');
    expect(byEmail.items.map((t) => t.username)).toEqual(['Boris Kade']);

    expect(await everyPage('q=stone&limit=2')).toEqual({
      names: ['stonewall', 'Cleo Stone', 'Alma Stone'],
      pages: 2,
    });
  });

  it('takes the search as text, not as a pattern', async () => {
    const dot = await list(`q=${encodeURIComponent('dev.rao')}`);
    expect(dot.items.map((t) => t.userEmail)).toEqual(['dev.rao@example.com']);
    const none = await list(`q=${encodeURIComponent('.*')}`);
    expect(none).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('refuses a bad cursor, limit or an over-long search with 400', async () => {
    const admin = app.signInAdmin();
    for (const [query, message] of [
      ['cursor=abc', 'Invalid cursor'],
      ['limit=0', 'limit must be at least 1'],
      [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ]) {
      const res = await app.call('GET', `/api/admin/chat/threads?${query}`, { as: admin });
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
  });
});
