import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './testing/fixtures/demo-app';

describe('service app behind the gateway', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  it("takes the client address from the gateway's X-Forwarded-For entry, not the client's", async () => {
    const res = await fetch(`${demo.baseUrl}/ip`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(await res.json()).toEqual({ ip: '203.0.113.9' });
  });
});

describe('service app reached without the gateway', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    // The gateway is elsewhere: this test's loopback peer is not it.
    demo = await startDemoApp({ trustedProxies: ['10.9.8.7', '192.0.2.0/24'] });
  });
  afterAll(() => demo.close());

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const res = await fetch(`${demo.baseUrl}/ip`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(await res.json()).toEqual({ ip: '127.0.0.1' });
  });
});
