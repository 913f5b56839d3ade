import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from '../test/demo-app';

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
