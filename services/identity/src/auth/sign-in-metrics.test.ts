import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrapeMetrics } from '@cardbridge/service-kit/testing';
import type { IdentityTestApp } from '../testing/identity-test-app';
import {
  internalToken,
  newUser,
  signUp,
  startIdentity,
  testAdmin,
} from '../testing/identity-test-app';

let identity: IdentityTestApp;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(() => identity.close());

describe('identity /metrics (docs/product.md#metrics)', () => {
  it('counts failed sign-ins and the attempts the sign-in protection refused', async () => {
    const user = newUser();
    expect((await signUp(identity.client(), user)).status).toBe(201);
    const asUser = (password: string) =>
      identity.client().post('/api/auth/login', { email: user.email, password });
    const asAdmin = (password: string) =>
      identity.client().post('/api/admin/login', { username: testAdmin.username, password });
    // The test policy slows a pair after 3 failures: the 4th, at once, is refused (429).
    for (let i = 0; i < 3; i += 1) expect((await asUser('wrong')).status).toBe(401);
    expect((await asUser('wrong')).status).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await asAdmin('wrong')).status).toBe(401);
    expect((await asAdmin('wrong')).status).toBe(429);

    const scrape = await scrapeMetrics(identity.baseUrl, internalToken);
    expect(scrape.value('cardbridge_failed_sign_ins_total', { account: 'user' })).toBe(3);
    expect(scrape.value('cardbridge_failed_sign_ins_total', { account: 'admin' })).toBe(3);
    expect(scrape.value('cardbridge_sign_in_lockouts_total', { account: 'user' })).toBe(1);
    expect(scrape.value('cardbridge_sign_in_lockouts_total', { account: 'admin' })).toBe(1);
    const logins = (status: string) =>
      scrape.value('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/login',
        status,
      });
    expect(logins('401')).toBe(3);
    expect(logins('429')).toBe(1);
  });

  it('refuses a scrape without the internal token', async () => {
    const res = await fetch(`${identity.baseUrl}/metrics`, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Internal token required' });
  });
});
