import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;

beforeAll(async () => {
  app = await startChat({ identityDown: true });
});
afterAll(() => app.close());

it('says support chat is unavailable while identity cannot be reached, and stores nothing', async () => {
  const ann = app.signInUser('ann');
  const sent = await app.call('POST', '/api/chat/message', { as: ann, body: { message: 'Hi' } });
  expect(sent.status).toBe(503);
  expect(sent.body).toEqual({
    message: 'Support chat is unavailable right now. Please try again.',
  });
  expect(await app.db.collection('messages').countDocuments()).toBe(0);
});
