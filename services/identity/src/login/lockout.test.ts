import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { newUser, startIdentity, testAdmin } from '../testing/identity-test-app';

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

describe('failed logins from one address across many accounts', () => {
  // Address rule tightened, account rule out of reach: only the address can trip here.
  let sprayed: IdentityTestApp;
  beforeAll(async () => {
    sprayed = await startIdentity(
      {},
      {
        account: {
          slowAfter: 50,
          lockAfter: 100,
          baseDelayMs: 200,
          lockMs: 60_000,
          windowMs: 60_000,
        },
        address: { slowAfter: 3, lockAfter: 5, baseDelayMs: 200, lockMs: 60_000, windowMs: 60_000 },
      },
    );
  });
  afterAll(() => sprayed.close());

  it('slows, then locks that address, and says so; another address still signs in', async () => {
    const victim = newUser();
    await sprayed.client().post('/api/auth/register', victim);
    const from = (address: string, email: string, password = 'wrong') =>
      sprayed.client().post('/api/auth/login', { email, password }, { 'x-forwarded-for': address });
    const attacker = '203.0.113.7';

    for (let i = 0; i < 3; i += 1) {
      expect((await from(attacker, `guess${i}@example.com`)).status).toBe(401);
    }
    const tooSoon = await from(attacker, 'guess3@example.com');
    expect(tooSoon.status).toBe(429);
    expect((tooSoon.body as { message: string }).message).toMatch(/Please wait/);
    await sleep(250);
    expect((await from(attacker, 'guess4@example.com')).status).toBe(401);
    await sleep(450);
    expect((await from(attacker, 'guess5@example.com')).status).toBe(401);

    const locked = await from(attacker, victim.email, victim.password);
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toBe(
      'Too many failed login attempts from your network. Try again in 1 minute.',
    );
    expect((await from('198.51.100.20', victim.email, victim.password)).status).toBe(200);
  });
});
