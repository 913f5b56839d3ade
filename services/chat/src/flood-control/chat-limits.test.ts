import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

// The limits count per minute window: start each test well inside one, so that no window ends
// between the allowed posts and the refused one.
beforeEach(async () => {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await sleep(60_000 - intoMinute + 100);
});

let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;
const messageCount = () => app.db.collection('messages').countDocuments();

const expectTooMany = (res: { status: number; body: unknown; retryAfter?: string }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    message: expect.stringMatching(
      /^You are sending messages too quickly\. Please wait \d+ seconds/,
    ),
  });
  expect(Number(res.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(res.retryAfter)).toBeLessThanOrEqual(60);
};

describe('POST /api/chat/message', () => {
  it("refuses a user's 21st message in a minute with 429 and Retry-After, and stores nothing", async () => {
    const user = app.signInUser();
    const from = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await app.call('POST', '/api/chat/message', {
        as: user,
        from,
        body: { message: `hello ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const before = await messageCount();
    expectTooMany(
      await app.call('POST', '/api/chat/message', { as: user, from, body: { message: 'more' } }),
    );
    // From another address it is the same user: still refused.
    expectTooMany(
      await app.call('POST', '/api/chat/message', {
        as: user,
        from: newAddress(),
        body: { message: 'more' },
      }),
    );
    expect(await messageCount()).toBe(before);

    const other = app.signInUser();
    const res = await app.call('POST', '/api/chat/message', {
      as: other,
      from,
      body: { message: 'another user is not held back' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses the 61st message in a minute from one address, whichever user sends it', async () => {
    const from = newAddress();
    for (let u = 0; u < 3; u += 1) {
      const user = app.signInUser();
      for (let i = 0; i < 20; i += 1) {
        const res = await app.call('POST', '/api/chat/message', {
          as: user,
          from,
          body: { message: `hi ${i}` },
        });
        expect(res.status).toBe(201);
      }
    }
    const fourth = app.signInUser();
    const before = await messageCount();
    expectTooMany(
      await app.call('POST', '/api/chat/message', { as: fourth, from, body: { message: 'hi' } }),
    );
    expect(await messageCount()).toBe(before);
    // The refusal took nothing from the user's own allowance: from elsewhere they still have 20.
    for (let i = 0; i < 20; i += 1) {
      const res = await app.call('POST', '/api/chat/message', {
        as: fourth,
        from: newAddress(),
        body: { message: `hi ${i}` },
      });
      expect(res.status).toBe(201);
    }
  });
});

describe('POST /api/contact/message', () => {
  it("refuses a session's 21st message in a minute; another session is not held back", async () => {
    const from = newAddress();
    const sessionId = await app.openSession({}, from);
    for (let i = 0; i < 20; i += 1) {
      const res = await app.call('POST', '/api/contact/message', {
        from,
        body: { sessionId, message: `visitor ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const before = await messageCount();
    expectTooMany(
      await app.call('POST', '/api/contact/message', {
        from: newAddress(),
        body: { sessionId, message: 'more' },
      }),
    );
    expect(await messageCount()).toBe(before);

    const fresh = await app.openSession({}, from);
    const res = await app.call('POST', '/api/contact/message', {
      from,
      body: { sessionId: fresh, message: 'a new session may write' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses the 61st message in a minute from one address across sessions', async () => {
    const from = newAddress();
    const sessions = [
      await app.openSession({}, from),
      await app.openSession({}, from),
      await app.openSession({}, from),
      await app.openSession({}, from),
    ];
    for (let i = 0; i < 60; i += 1) {
      const res = await app.call('POST', '/api/contact/message', {
        from,
        body: { sessionId: sessions[i % 4], message: `visitor ${i}` },
      });
      expect(res.status).toBe(201);
    }
    expectTooMany(
      await app.call('POST', '/api/contact/message', {
        from,
        body: { sessionId: sessions[0], message: 'one more' },
      }),
    );
  });
});

describe('POST /api/contact', () => {
  it('refuses the 21st contact session from one address in an hour and stores nothing', async () => {
    const from = newAddress();
    for (let i = 0; i < 20; i += 1) await app.openSession({}, from);
    const conversations = app.db.collection('conversations');
    const before = await conversations.countDocuments();
    const res = await app.call('POST', '/api/contact', { from, body: app.contactForm() });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: expect.stringMatching(/too quickly/) });
    expect(Number(res.retryAfter)).toBeGreaterThan(0);
    expect(Number(res.retryAfter)).toBeLessThanOrEqual(3600);
    expect(await conversations.countDocuments()).toBe(before);

    const elsewhere = await app.call('POST', '/api/contact', {
      from: newAddress(),
      body: app.contactForm(),
    });
    expect(elsewhere.status).toBe(201);
  });
});

it('keeps the counters in MongoDB, removed by a TTL index once their window ends', async () => {
  const indexes = await app.db.collection('allowances').indexes();
  expect(indexes).toContainEqual(
    expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
  );
});

describe('a post refused for another reason', () => {
  const counters = () => app.db.collection('allowances').countDocuments();

  it('counts nothing when the contact session does not exist (404)', async () => {
    const before = await counters();
    const res = await app.call('POST', '/api/contact/message', {
      from: newAddress(),
      body: { sessionId: 'no-such-session-id-at-all', message: 'hello there, anyone?' },
    });
    expect(res.status).toBe(404);
    expect(await counters()).toBe(before);
  });

  it('gives back what a refused post took and leaves no counter behind', async () => {
    const from = newAddress();
    const user = app.signInUser();
    // Another user's 20 posts use up nothing of this address's 60; a 429 takes nothing either.
    for (let i = 0; i < 20; i += 1)
      await app.call('POST', '/api/chat/message', {
        as: user,
        from: newAddress(),
        body: { message: `m${i}` },
      });
    const before = await counters();
    const refused = await app.call('POST', '/api/chat/message', {
      as: user,
      from,
      body: { message: 'one too many' },
    });
    expect(refused.status).toBe(429);
    // The address's counter, taken before the user's refused, was given back and removed.
    expect(await counters()).toBe(before);
  });
});
