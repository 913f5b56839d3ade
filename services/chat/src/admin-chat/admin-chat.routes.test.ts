import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminChatMessage,
  ChatMessagesPage,
  ChatThreadsPage,
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

const threads = async () => {
  const res = await app.call<ChatThreadsPage>('GET', '/api/admin/chat/threads', {
    as: app.signInAdmin(),
  });
  expect(res.status).toBe(200);
  return res.body.items;
};

describe('admin chat permissions', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/chat/threads'],
    ['GET', '/api/admin/chat/messages?userId=abc'],
    ['POST', '/api/admin/chat/reply', { userId: 'abc', message: 'Hi' }],
    ['POST', '/api/admin/contact/reply', { sessionId: 'abc', message: 'Hi' }],
    ['POST', '/api/admin/chat/mark-read', { userId: 'abc' }],
  ];

  it.each(routes)(
    '%s %s: 401 for a visitor, 403 for a signed-in user',
    async (method, path, body) => {
      const anonymous = await app.call(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Authentication required' });
      const user = await app.call(method, path, { body, as: app.signInUser() });
      expect(user.status).toBe(403);
      expect(user.body).toEqual({ message: 'Admin access required' });
    },
  );

  // docs/product.md#admin-roles: support chats are the owner's and support's.
  it.each(routes)('%s %s: 403 for a reviewer and a finance admin', async (method, path, body) => {
    for (const role of ['reviewer', 'finance'] as const) {
      const res = await app.call(method, path, { body, as: app.signInAdmin(`${role}-1`, role) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Your role does not allow this' });
    }
  });

  it.each(['owner', 'support'] as const)('lets a %s list threads and reply', async (role) => {
    const admin = app.signInAdmin(`${role}-agent`, role);
    const ann = app.signInUser(`ann-${role}`);
    await app.call('POST', '/api/chat/message', { as: ann, body: { message: 'Hello there' } });
    const list = await app.call<ChatThreadsPage>('GET', '/api/admin/chat/threads', { as: admin });
    expect(list.status).toBe(200);
    expect(list.body.items.some((row) => row.userId === ann.id)).toBe(true);
    const reply = await app.call('POST', '/api/admin/chat/reply', {
      as: admin,
      body: { userId: ann.id, message: 'How can I help?' },
    });
    expect(reply.status).toBe(201);
  });

  it('stores nothing when a finance admin tries to reply', async () => {
    const ann = app.signInUser('ann-refused');
    await app.call('POST', '/api/chat/message', { as: ann, body: { message: 'Is anyone there?' } });
    const refused = await app.call('POST', '/api/admin/chat/reply', {
      as: app.signInAdmin('money', 'finance'),
      body: { userId: ann.id, message: 'Not my job' },
    });
    expect(refused.status).toBe(403);
    const mine = await app.call<ChatMessagesPage<UserChatMessage>>('GET', '/api/chat/messages', {
      as: ann,
    });
    expect(mine.body.items.map((m) => m.message)).toEqual(['Is anyone there?']);
  });
});

describe('admin threads, messages, replies and reading', () => {
  it('lists one row per contact session and per user conversation, newest activity first', async () => {
    const sessionId = await app.openSession({ firstName: 'Vera', lastName: 'Visitor' });
    const ann = app.signInUser('ann');
    await app.call('POST', '/api/chat/message', { as: ann, body: { message: 'Hi from Ann' } });

    const rows = await threads();
    expect(rows[0]).toEqual({
      userId: ann.id,
      sessionId: null,
      type: 'user',
      username: 'ann',
      userEmail: `${ann.id}@example.com`,
      lastMessage: 'Hi from Ann',
      lastMessageTime: expect.any(String),
      unreadCount: 1,
    });
    expect(rows[1]).toMatchObject({
      userId: null,
      sessionId,
      type: 'contact',
      username: 'Vera Visitor',
      userEmail: 'vera@example.com',
      unreadCount: 1,
    });

    // A new visitor message moves the session to the top.
    await app.call('POST', '/api/contact/message', { body: { sessionId, message: 'Anyone?' } });
    const after = await threads();
    expect(after[0]).toMatchObject({ sessionId, lastMessage: 'Anyone?', unreadCount: 2 });
  });

  it('reads a thread without marking it read; mark-read sets its unread count to 0', async () => {
    const sessionId = await app.openSession();
    const admin = app.signInAdmin('ops');
    const res = await app.call<ChatMessagesPage<AdminChatMessage>>(
      'GET',
      `/api/admin/chat/messages?sessionId=${sessionId}`,
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items).toEqual([
      {
        id: expect.any(String),
        message: expect.stringContaining('Subject: Card not accepted'),
        isAdminReply: false,
        adminUsername: null,
        username: 'Vera Visitor',
        createdAt: expect.any(String),
      },
    ]);
    expect((await threads()).find((t) => t.sessionId === sessionId)?.unreadCount).toBe(1);

    const marked = await app.call('POST', '/api/admin/chat/mark-read', {
      as: admin,
      body: { sessionId },
    });
    expect(marked.status).toBe(200);
    expect((await threads()).find((t) => t.sessionId === sessionId)?.unreadCount).toBe(0);

    await app.call('POST', '/api/contact/message', { body: { sessionId, message: 'Again' } });
    expect((await threads()).find((t) => t.sessionId === sessionId)?.unreadCount).toBe(1);
  });

  it('marks a user conversation read by userId', async () => {
    const bea = app.signInUser('bea');
    await app.call('POST', '/api/chat/message', { as: bea, body: { message: 'One' } });
    await app.call('POST', '/api/chat/message', { as: bea, body: { message: 'Two' } });
    expect((await threads()).find((t) => t.userId === bea.id)?.unreadCount).toBe(2);
    const marked = await app.call('POST', '/api/admin/chat/mark-read', {
      as: app.signInAdmin(),
      body: { userId: bea.id },
    });
    expect(marked.status).toBe(200);
    expect((await threads()).find((t) => t.userId === bea.id)?.unreadCount).toBe(0);
  });

  it("replies to a visitor with the admin's username; the visitor sees it as the agent's", async () => {
    const sessionId = await app.openSession();
    const admin = app.signInAdmin('ops-anna');
    const reply = await app.call<AdminChatMessage>('POST', '/api/admin/contact/reply', {
      as: admin,
      body: { sessionId, message: '  Happy to help!  ' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: 'Happy to help!',
      isAdminReply: true,
      adminUsername: 'ops-anna',
      username: 'ops-anna',
    });
    const visitor = await app.call<ChatMessagesPage<ContactChatMessage>>(
      'GET',
      `/api/contact/messages?sessionId=${sessionId}`,
    );
    expect(visitor.body.items.at(-1)).toEqual({
      message: 'Happy to help!',
      isUserMessage: false,
      createdAt: expect.any(String),
    });
    const row = (await threads()).find((t) => t.sessionId === sessionId);
    // An admin's own reply is nothing for admins to read.
    expect(row).toMatchObject({ lastMessage: 'Happy to help!', unreadCount: 1 });
    const stored = await app.db.collection('messages').findOne({ message: 'Happy to help!' });
    expect(stored).toMatchObject({ adminUserId: admin.id, adminUsername: 'ops-anna' });
  });

  it('replies to a user; the user sees the reply and who sent it', async () => {
    const cy = app.signInUser('cy');
    await app.call('POST', '/api/chat/message', { as: cy, body: { message: 'Help please' } });
    const admin = app.signInAdmin('ops-ben');
    const reply = await app.call('POST', '/api/admin/chat/reply', {
      as: admin,
      body: { userId: cy.id, message: 'On it' },
    });
    expect(reply.status).toBe(201);
    const mine = await app.call<ChatMessagesPage<UserChatMessage>>('GET', '/api/chat/messages', {
      as: cy,
    });
    expect(mine.body.items.at(-1)).toMatchObject({
      message: 'On it',
      isAdminReply: true,
      adminUsername: 'ops-ben',
    });
    const forAdmin = await app.call<ChatMessagesPage<AdminChatMessage>>(
      'GET',
      `/api/admin/chat/messages?userId=${cy.id}`,
      { as: admin },
    );
    expect(forAdmin.body.items.map((m) => [m.username, m.message, m.isAdminReply])).toEqual([
      ['cy', 'Help please', false],
      ['ops-ben', 'On it', true],
    ]);
  });

  it('answers 404 for an unknown session or user and stores nothing', async () => {
    const admin = app.signInAdmin();
    const before = await app.db.collection('messages').countDocuments();
    const session = 'Chat session not found';
    const conversation = 'Conversation not found';
    const cases: [string, string, unknown, string][] = [
      ['GET', '/api/admin/chat/messages?sessionId=missing', undefined, session],
      ['GET', '/api/admin/chat/messages?userId=missing', undefined, conversation],
      ['POST', '/api/admin/chat/reply', { userId: 'missing', message: 'Hi' }, conversation],
      ['POST', '/api/admin/contact/reply', { sessionId: 'missing', message: 'Hi' }, session],
      ['POST', '/api/admin/chat/mark-read', { sessionId: 'missing' }, session],
      ['POST', '/api/admin/chat/mark-read', { userId: 'missing' }, conversation],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await app.call(method, path, { as: admin, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message });
    }
    expect(await app.db.collection('messages').countDocuments()).toBe(before);
  });

  it('needs exactly one of userId or sessionId', async () => {
    const admin = app.signInAdmin();
    for (const res of [
      await app.call('GET', '/api/admin/chat/messages', { as: admin }),
      await app.call('GET', '/api/admin/chat/messages?userId=a&sessionId=b', { as: admin }),
      await app.call('POST', '/api/admin/chat/mark-read', { as: admin, body: {} }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Give either userId or sessionId' });
    }
  });

  it('refuses blank and over-long replies with 400 and stores nothing', async () => {
    const sessionId = await app.openSession();
    const admin = app.signInAdmin();
    const before = await app.db.collection('messages').countDocuments();
    for (const [message, expected] of [
      ['   ', 'Message is required'],
      ['z'.repeat(2001), 'Message must be at most 2000 characters'],
    ] as const) {
      const res = await app.call('POST', '/api/admin/contact/reply', {
        as: admin,
        body: { sessionId, message },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expected, errors: { message: expected } });
      const user = await app.call('POST', '/api/admin/chat/reply', {
        as: admin,
        body: { userId: 'someone', message },
      });
      expect(user.status).toBe(400);
    }
    expect(await app.db.collection('messages').countDocuments()).toBe(before);
  });
});

describe('admin polling', () => {
  it('answers unchanged threads and messages 304, and 200 once anything changes', async () => {
    const admin = app.signInAdmin();
    const sessionId = await app.openSession();
    const list = await app.call('GET', '/api/admin/chat/threads', { as: admin });
    const path = `/api/admin/chat/messages?sessionId=${sessionId}`;
    const messages = await app.call('GET', path, { as: admin });
    expect(list.etag).toBeDefined();
    expect(
      (await app.call('GET', '/api/admin/chat/threads', { as: admin, etag: list.etag })).status,
    ).toBe(304);
    expect((await app.call('GET', path, { as: admin, etag: messages.etag })).status).toBe(304);

    await app.call('POST', '/api/contact/message', { body: { sessionId, message: 'New' } });
    expect(
      (await app.call('GET', '/api/admin/chat/threads', { as: admin, etag: list.etag })).status,
    ).toBe(200);
    expect((await app.call('GET', path, { as: admin, etag: messages.etag })).status).toBe(200);

    // A message elsewhere changes the thread list but not this conversation.
    const current = await app.call('GET', path, { as: admin });
    const listNow = await app.call('GET', '/api/admin/chat/threads', { as: admin });
    await app.openSession();
    expect((await app.call('GET', path, { as: admin, etag: current.etag })).status).toBe(304);
    expect(
      (await app.call('GET', '/api/admin/chat/threads', { as: admin, etag: listNow.etag })).status,
    ).toBe(200);

    // Marking read changes the unread count the thread list shows.
    const beforeRead = await app.call('GET', '/api/admin/chat/threads', { as: admin });
    await app.call('POST', '/api/admin/chat/mark-read', { as: admin, body: { sessionId } });
    expect(
      (await app.call('GET', '/api/admin/chat/threads', { as: admin, etag: beforeRead.etag }))
        .status,
    ).toBe(200);
  });
});
