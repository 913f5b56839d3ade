import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagesPage, UserChatMessage } from '@cardbridge/contracts';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;
type Page = ChatMessagesPage<UserChatMessage>;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

describe("the signed-in user's support chat", () => {
  it('answers 401 to a visitor and to an admin session on both routes', async () => {
    const admin = app.signInAdmin();
    for (const as of [undefined, admin]) {
      const read = await app.call('GET', '/api/chat/messages', { as });
      expect(read.status).toBe(401);
      expect(read.body).toEqual({ message: 'Authentication required' });
      const send = await app.call('POST', '/api/chat/message', { as, body: { message: 'Hi' } });
      expect(send.status).toBe(401);
    }
    expect(await app.db.collection('messages').countDocuments()).toBe(0);
  });

  it('starts empty, then lists the trimmed messages the user sent, oldest first', async () => {
    const ann = app.signInUser('ann');
    expect((await app.call('GET', '/api/chat/messages', { as: ann })).body).toEqual({
      items: [],
      nextCursor: null,
    });

    const sent = await app.call<UserChatMessage>('POST', '/api/chat/message', {
      as: ann,
      body: { message: '  Where is my payout?  ' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      message: 'Where is my payout?',
      isAdminReply: false,
      adminUsername: null,
      createdAt: expect.any(String),
    });
    await app.call('POST', '/api/chat/message', { as: ann, body: { message: 'Second' } });
    const list = await app.call<Page>('GET', '/api/chat/messages', { as: ann });
    expect(list.body.items.map((m) => m.message)).toEqual(['Where is my payout?', 'Second']);
    const stored = await app.db.collection('conversations').findOne({ userId: ann.id });
    expect(stored).toMatchObject({
      type: 'user',
      displayName: 'ann',
      email: `${ann.id}@example.com`,
      unreadCount: 2,
    });
  });

  it("never shows one user another user's conversation", async () => {
    const carl = app.signInUser('carl');
    const dana = app.signInUser('dana');
    await app.call('POST', '/api/chat/message', { as: carl, body: { message: 'Carl here' } });
    const danas = await app.call<Page>('GET', '/api/chat/messages', { as: dana });
    expect(danas.body.items).toEqual([]);
    await app.call('POST', '/api/chat/message', { as: dana, body: { message: 'Dana here' } });
    const carls = await app.call<Page>('GET', '/api/chat/messages', { as: carl });
    expect(carls.body.items.map((m) => m.message)).toEqual(['Carl here']);
  });

  it('refuses blank and over-long messages with 400 and stores nothing', async () => {
    const eve = app.signInUser('eve');
    for (const [message, expected] of [
      ['  ', 'Message is required'],
      ['y'.repeat(2001), 'Message must be at most 2000 characters'],
      [undefined, 'Message is required'],
    ] as const) {
      const res = await app.call('POST', '/api/chat/message', { as: eve, body: { message } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expected, errors: { message: expected } });
    }
    expect(await app.db.collection('conversations').countDocuments({ userId: eve.id })).toBe(0);
  });

  it('answers an unchanged conversation 304, also before the first message', async () => {
    const fay = app.signInUser('fay');
    const empty = await app.call('GET', '/api/chat/messages', { as: fay });
    const emptyAgain = await app.call('GET', '/api/chat/messages', { as: fay, etag: empty.etag });
    expect(emptyAgain.status).toBe(304);

    await app.call('POST', '/api/chat/message', { as: fay, body: { message: 'Hello' } });
    const changed = await app.call('GET', '/api/chat/messages', { as: fay, etag: empty.etag });
    expect(changed.status).toBe(200);
    const same = await app.call('GET', '/api/chat/messages', { as: fay, etag: changed.etag });
    expect(same.status).toBe(304);

    const other = app.signInUser('gus');
    const others = await app.call('GET', '/api/chat/messages', { as: other, etag: changed.etag });
    expect(others.status).toBe(200);
  });
});
