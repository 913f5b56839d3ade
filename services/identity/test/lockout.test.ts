import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from './identity-test-app';
import { newUser, startIdentity, testAdmin } from './identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed-login slow-down and lock', () => {
  it('slows repeated failures, then locks the account and says so, even for the right password', async () => {
    const user = newUser();
    await identity.client().post('/api/auth/register', user);
    const attempt = (password: string) =>
      identity.client().post('/api/auth/login', { email: user.email, password });

    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);

    const tooSoon = await attempt('wrong');
    expect(tooSoon.status).toBe(429);
    expect((tooSoon.body as { message: string }).message).toMatch(
      /Please wait \d+ seconds? before trying again/,
    );
    expect(tooSoon.headers.get('retry-after')).toMatch(/^\d+$/);

    await sleep(250);
    expect((await attempt('wrong')).status).toBe(401);
    await sleep(450);
    expect((await attempt('wrong')).status).toBe(401);

    const locked = await attempt(user.password);
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toMatch(
      /temporarily locked; try again in 1 minute/,
    );
  });

  it('locks admin logins the same way and audits the refused attempts', async () => {
    const attempt = (password: string) =>
      identity.client().post('/api/admin/login', { username: testAdmin.username, password });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);
    await sleep(250);
    expect((await attempt('wrong')).status).toBe(401);
    await sleep(450);
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(testAdmin.password)).status).toBe(429);
    const locked = await identity.db
      .collection('admin_audit_log')
      .countDocuments({ outcome: 'locked' });
    expect(locked).toBeGreaterThan(0);
  });

  it('a successful login resets the account count', async () => {
    const user = newUser();
    await identity.client().post('/api/auth/register', user);
    const attempt = (password: string) =>
      identity.client().post('/api/auth/login', { email: user.email, password });
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(user.password)).status).toBe(200);
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(user.password)).status).toBe(200);
  });
});
