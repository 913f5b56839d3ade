import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeMetrics } from '@cardbridge/service-kit/testing';
import { internalToken, startChat } from '../testing/harness';
import type { ChatHarness } from '../testing/harness';

let app: ChatHarness;
beforeAll(async () => {
  app = await startChat();
});
afterAll(() => app.close());

describe('chat /metrics (docs/product.md#metrics)', () => {
  it('counts the threads waiting for an answer and the posts by route template', async () => {
    const answered = await app.openSession({}, '198.51.100.1');
    await app.openSession({}, '198.51.100.2');
    await app.openSession({}, '198.51.100.3');
    const user = app.signInUser('ana');
    expect(
      (await app.call('POST', '/api/chat/message', { as: user, body: { message: 'Payout?' } }))
        .status,
    ).toBe(201);
    const admin = app.signInAdmin('ops');
    const read = await app.call('POST', '/api/admin/chat/mark-read', {
      as: admin,
      body: { sessionId: answered },
    });
    expect(read.status).toBe(200);

    const scrape = await scrapeMetrics(app.baseUrl, internalToken);
    expect(scrape.value('cardbridge_chat_threads_awaiting_answer')).toBe(3);
    const requests = (labels: Record<string, string>) =>
      scrape.value('http_request_duration_seconds_count', labels);
    expect(requests({ method: 'POST', route: '/api/contact', status: '201' })).toBe(3);
    expect(requests({ method: 'POST', route: '/api/chat/message', status: '201' })).toBe(1);
    expect(requests({ method: 'POST', route: '/api/admin/chat/mark-read', status: '200' })).toBe(1);
  });

  it('refuses a scrape without the internal token', async () => {
    const res = await fetch(`${app.baseUrl}/metrics`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Internal token required' });
  });
});
