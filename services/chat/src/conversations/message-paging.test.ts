import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminChatMessage,
  ChatMessagesPage,
  ContactChatMessage,
  UserChatMessage,
} from '@cardbridge/contracts';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

/** Admin replies are not rate-limited: they fill a conversation quickly. */
const fill = async (key: { userId: string } | { sessionId: string }, count: number) => {
  const admin = app.signInAdmin('ops');
  for (let i = 1; i <= count; i += 1) {
    const [path, body] =
      'userId' in key
        ? ['/api/admin/chat/reply', { userId: key.userId, message: `reply ${i}` }]
        : ['/api/admin/contact/reply', { sessionId: key.sessionId, message: `reply ${i}` }];
    const res = await app.call('POST', path, { as: admin, body });
    expect(res.status).toBe(201);
  }
};

describe('a conversation is read a page at a time, newest page first', () => {
  it('pages a user conversation of 55 messages as 50, then the 5 earlier ones', async () => {
    const user = app.signInUser('paged');
    await app.call('POST', '/api/chat/message', { as: user, body: { message: 'first' } });
    await fill({ userId: user.id }, 54);

    const newest = await app.call<ChatMessagesPage<UserChatMessage>>('GET', '/api/chat/messages', {
      as: user,
    });
    expect(newest.status).toBe(200);
    expect(newest.body.items).toHaveLength(50);
    // Oldest first within the page, ending with the newest message.
    expect(newest.body.items.at(0)?.message).toBe('reply 5');
    expect(newest.body.items.at(-1)?.message).toBe('reply 54');
    expect(newest.body.nextCursor).toEqual(expect.any(String));

    // A message arriving meanwhile does not shift the earlier page.
    await fill({ userId: user.id }, 1);
    const earlier = await app.call<ChatMessagesPage<UserChatMessage>>(
      'GET',
      `/api/chat/messages?cursor=${newest.body.nextCursor}`,
      { as: user },
    );
    expect(earlier.body.items.map((m) => m.message)).toEqual([
      'first',
      'reply 1',
      'reply 2',
      'reply 3',
      'reply 4',
    ]);
    expect(earlier.body.nextCursor).toBeNull();
  });

  it("pages an admin's view of a contact session with ?limit=", async () => {
    const sessionId = await app.openSession();
    await fill({ sessionId }, 4);
    const admin = app.signInAdmin();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `sessionId=${sessionId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await app.call<ChatMessagesPage<AdminChatMessage>>(
        'GET',
        `/api/admin/chat/messages?${query}`,
        { as: admin },
      );
      expect(res.status).toBe(200);
      seen.unshift(...res.body.items.map((m) => m.message));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      expect.stringContaining('Subject: Card not accepted'),
      'reply 1',
      'reply 2',
      'reply 3',
      'reply 4',
    ]);
  });

  it("pages the visitor's view and answers an unchanged page 304", async () => {
    const sessionId = await app.openSession();
    await fill({ sessionId }, 3);
    const first = await app.call<ChatMessagesPage<ContactChatMessage>>(
      'GET',
      `/api/contact/messages?sessionId=${sessionId}&limit=3`,
    );
    expect(first.body.items.map((m) => m.message)).toEqual(['reply 1', 'reply 2', 'reply 3']);
    const earlier = await app.call<ChatMessagesPage<ContactChatMessage>>(
      'GET',
      `/api/contact/messages?sessionId=${sessionId}&limit=3&cursor=${first.body.nextCursor}`,
    );
    expect(earlier.body).toEqual({
      items: [expect.objectContaining({ isUserMessage: true })],
      nextCursor: null,
    });
    const again = await app.call('GET', `/api/contact/messages?sessionId=${sessionId}&limit=3`, {
      etag: first.etag,
    });
    expect(again.status).toBe(304);
  });

  it('refuses a bad cursor or limit with 400', async () => {
    const user = app.signInUser();
    await app.call('POST', '/api/chat/message', { as: user, body: { message: 'hi' } });
    const badCursor = await app.call('GET', '/api/chat/messages?cursor=nonsense', { as: user });
    expect(badCursor).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    const badLimit = await app.call('GET', '/api/chat/messages?limit=500', { as: user });
    expect(badLimit).toMatchObject({
      status: 400,
      body: { message: 'limit must be at most 200' },
    });
  });
});
