import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagesPage, ContactChatMessage } from '@cardbridge/contracts';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

const conversations = () => app.db.collection('conversations');
type Page = ChatMessagesPage<ContactChatMessage>;
const messagesOf = (sessionId: string) =>
  app.call<Page>('GET', `/api/contact/messages?sessionId=${sessionId}`);

describe('POST /api/contact', () => {
  it('opens a session with an unguessable id whose first message is the full message', async () => {
    const res = await app.call<{ sessionId: string }>('POST', '/api/contact', {
      body: app.contactForm({ fullMessage: 'a client-built text is ignored' }),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['sessionId']);
    // 24 random bytes in base64url: 192 bits.
    expect(res.body.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const list = await messagesOf(res.body.sessionId);
    expect(list.status).toBe(200);
    expect(list.body.nextCursor).toBeNull();
    expect(list.body.items).toEqual([
      {
        message:
          'Subject: Card not accepted\nFrom: Vera Visitor <vera@example.com>\n\nMy Amazon card was refused, why?',
        isUserMessage: true,
        createdAt: expect.any(String),
      },
    ]);
    const stored = await conversations().findOne({ sessionId: res.body.sessionId });
    expect(stored).toMatchObject({
      type: 'contact',
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@example.com',
      subject: 'Card not accepted',
      status: 'active',
      unreadCount: 1,
    });
  });

  it('gives every session a different id', async () => {
    const ids = await Promise.all([app.openSession(), app.openSession(), app.openSession()]);
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses an empty form with the documented message under each field and stores nothing', async () => {
    const before = await conversations().countDocuments();
    const res = await app.call('POST', '/api/contact', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'First name is required',
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters',
      },
    });
    expect(await conversations().countDocuments()).toBe(before);
  });

  it.each([
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'not-an-email', 'Please enter a valid email'],
    ['subject', '  ', 'Subject is required'],
    ['message', '  too short  ', 'Message must be at least 10 characters'],
    ['firstName', 'f'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', 'a'.repeat(101), 'Last name must be at most 100 characters'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Please enter a valid email'],
    ['subject', 'a'.repeat(256), 'Subject must be at most 255 characters'],
    ['message', 'a'.repeat(2001), 'Message must be at most 2000 characters'],
  ])('refuses %s %#: %s', async (field, value, message) => {
    const res = await app.call('POST', '/api/contact', {
      body: app.contactForm({ [field]: value }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
  });

  it('accepts the longest fields docs/product.md allows', async () => {
    const res = await app.call('POST', '/api/contact', {
      body: app.contactForm({
        firstName: 'f'.repeat(100),
        lastName: 'l'.repeat(100),
        subject: 's'.repeat(255),
        message: 'm'.repeat(2000),
      }),
    });
    expect(res.status).toBe(201);
  });
});

describe('GET /api/contact/messages', () => {
  it('needs a session id and answers 404 for an unknown one', async () => {
    const missing = await app.call('GET', '/api/contact/messages');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'sessionId is required' });
    const unknown = await messagesOf('x'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Chat session not found' });
  });

  it('answers an unchanged conversation 304 and a changed one 200 with a new ETag', async () => {
    const sessionId = await app.openSession();
    const first = await messagesOf(sessionId);
    expect(first.etag).toMatch(/^W\/".+"$/);
    const again = await app.call('GET', `/api/contact/messages?sessionId=${sessionId}`, {
      etag: first.etag,
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();

    await app.call('POST', '/api/contact/message', { body: { sessionId, message: 'Hello?' } });
    const changed = await app.call<Page>('GET', `/api/contact/messages?sessionId=${sessionId}`, {
      etag: first.etag,
    });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.body.items.map((m) => m.message).at(-1)).toBe('Hello?');
  });

  it("never answers another session's validator with 304", async () => {
    const a = await messagesOf(await app.openSession());
    const other = await app.openSession();
    const res = await app.call('GET', `/api/contact/messages?sessionId=${other}`, {
      etag: a.etag,
    });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/contact/message', () => {
  it('adds the trimmed message, oldest first, and answers it', async () => {
    const sessionId = await app.openSession();
    const res = await app.call('POST', '/api/contact/message', {
      body: { sessionId, message: '  Still waiting  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Still waiting',
      isUserMessage: true,
      createdAt: expect.any(String),
    });
    const list = await messagesOf(sessionId);
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[1]?.message).toBe('Still waiting');
  });

  it('refuses blank and over-long messages with 400 and stores nothing', async () => {
    const sessionId = await app.openSession();
    for (const [message, expected] of [
      ['   ', 'Message is required'],
      ['x'.repeat(2001), 'Message must be at most 2000 characters'],
    ] as const) {
      const res = await app.call('POST', '/api/contact/message', { body: { sessionId, message } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expected, errors: { message: expected } });
    }
    expect((await messagesOf(sessionId)).body.items).toHaveLength(1);
    const longest = await app.call('POST', '/api/contact/message', {
      body: { sessionId, message: ` ${'x'.repeat(2000)} ` },
    });
    expect(longest.status).toBe(201);
  });

  it('refuses a session id longer than the stored field allows', async () => {
    const res = await app.call('POST', '/api/contact/message', {
      body: { sessionId: 's'.repeat(256), message: 'Hello' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'sessionId must be at most 255 characters' });
  });

  it('answers 404 for an unknown session', async () => {
    const res = await app.call('POST', '/api/contact/message', {
      body: { sessionId: 'no-such-session', message: 'Hello' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Chat session not found' });
  });
});
