import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from './testing/fixtures/demo-app';

describe('request id', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  it("echoes the gateway's x-request-id and logs the request under it", async () => {
    const res = await fetch(`${demo.baseUrl}/healthz`, { headers: { 'x-request-id': 'gw-42.a' } });
    expect(res.headers.get('x-request-id')).toBe('gw-42.a');
    const line = demo.logs
      .lines()
      .find((l) => l.msg === 'request completed' && l.requestId === 'gw-42.a');
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
  });

  it('generates an id when none is sent', async () => {
    const res = await fetch(`${demo.baseUrl}/healthz`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an id that could forge log content', async () => {
    const forged = 'x"} {"level":60,"msg":"fake';
    const res = await fetch(`${demo.baseUrl}/healthz`, { headers: { 'x-request-id': forged } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the id on error responses', async () => {
    const res = await fetch(`${demo.baseUrl}/crash`, { headers: { 'x-request-id': 'err-1' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('err-1');
  });
});
