import { afterEach, describe, expect, it } from 'vitest';
import { startDemoApp } from './testing/fixtures/demo-app';

describe('health endpoints', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('answers liveness even when not ready', async () => {
    const demo = await startDemoApp({ ready: false });
    close = demo.close;
    const res = await fetch(`${demo.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness 503 until the service is ready', async () => {
    const demo = await startDemoApp({ ready: false });
    close = demo.close;
    const res = await fetch(`${demo.baseUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', message: 'Service Unavailable' });
  });

  it('answers readiness 200 once ready', async () => {
    const demo = await startDemoApp({ ready: true });
    close = demo.close;
    const res = await fetch(`${demo.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});
