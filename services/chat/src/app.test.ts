import { startTestService } from '@cardbridge/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatApp } from './app';
import { loadChatConfig } from './config';

// Variables the platform runner always provides; keys this service does not read are ignored.
const platformEnv = {
  INTERNAL_TOKEN: 'test-internal-token-0123456789',
  IDENTITY_URL: 'http://127.0.0.1:4001',
  SUBMISSIONS_URL: 'http://127.0.0.1:4002',
  PAYMENTS_URL: 'http://127.0.0.1:4003',
  CHAT_URL: 'http://127.0.0.1:4004',
};

describe('chat service', () => {
  let service: Awaited<ReturnType<typeof startService>>;
  const startService = () =>
    startTestService({
      name: 'chat',
      loadConfig: loadChatConfig,
      createApp: createChatApp,
      env: platformEnv,
    });
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.close());

  it('answers liveness over HTTP', async () => {
    const res = await fetch(`${service.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness once its database is connected', async () => {
    const res = await fetch(`${service.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown path 404 as JSON', async () => {
    const res = await fetch(`${service.baseUrl}/no-such-route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });
});
