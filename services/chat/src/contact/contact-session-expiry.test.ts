import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

const day = 24 * 60 * 60_000;
const sessions = () => app.db.collection<{ _id: string; expiresAt: Date }>('contact_sessions');
const idleFor = (sessionId: string, ms: number) =>
  sessions().updateOne(
    { _id: sessionId },
    { $set: { expiresAt: new Date(Date.now() + day - ms) } },
  );
const expiresAtOf = async (sessionId: string) =>
  (await sessions().findOne({ _id: sessionId }))?.expiresAt.getTime() ?? 0;

const expired = {
  status: 410,
  body: {
    message:
      'This chat session has expired after 24 hours without a message. Please contact us again from the contact page.',
  },
};

it('refuses a session 24 hours without a message with 410, for reading and for writing', async () => {
  const sessionId = await app.openSession();
  await idleFor(sessionId, day + 1000);
  const messages = app.db.collection('messages');
  const before = await messages.countDocuments();

  const read = await app.call('GET', `/api/contact/messages?sessionId=${sessionId}`);
  expect(read).toMatchObject(expired);
  const write = await app.call('POST', '/api/contact/message', {
    body: { sessionId, message: 'still there?' },
  });
  expect(write).toMatchObject(expired);
  expect(await messages.countDocuments()).toBe(before);
});

it('keeps a session open while messages come: each message moves the expiry to 24 hours on', async () => {
  const sessionId = await app.openSession();
  const opened = await expiresAtOf(sessionId);
  expect(opened).toBeGreaterThan(Date.now() + day - 60_000);

  await idleFor(sessionId, day - 60_000);
  const res = await app.call('POST', '/api/contact/message', {
    body: { sessionId, message: 'one minute to spare' },
  });
  expect(res.status).toBe(201);
  expect(await expiresAtOf(sessionId)).toBeGreaterThan(Date.now() + day - 60_000);

  // An admin's reply counts as a message too: the visitor can read it for another day.
  await idleFor(sessionId, day - 60_000);
  const admin = app.signInAdmin();
  const reply = await app.call('POST', '/api/admin/contact/reply', {
    as: admin,
    body: { sessionId, message: 'We are looking into it' },
  });
  expect(reply.status).toBe(201);
  expect(await expiresAtOf(sessionId)).toBeGreaterThan(Date.now() + day - 60_000);
});

it('keeps an expired session in the admins\u2019 inbox and an unknown id still answers 404', async () => {
  const sessionId = await app.openSession({ firstName: 'Idle' });
  await idleFor(sessionId, day + 1000);
  const admin = app.signInAdmin();
  const thread = await app.call<unknown[]>(
    'GET',
    `/api/admin/chat/messages?sessionId=${sessionId}`,
    { as: admin },
  );
  expect(thread.status).toBe(200);

  const unknown = await app.call('GET', '/api/contact/messages?sessionId=never-issued');
  expect(unknown).toMatchObject({ status: 404, body: { message: 'Chat session not found' } });
});

it('lets MongoDB remove expired sessions with a TTL index', async () => {
  expect(await sessions().indexes()).toContainEqual(
    expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
  );
});
