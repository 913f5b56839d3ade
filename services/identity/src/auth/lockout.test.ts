import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThrottlePolicy } from './throttle-policy';
import type { IdentityTestApp } from '../testing/identity-test-app';
import {
  fastThrottlePolicy,
  newUser,
  signUp,
  startIdentity,
  testAdmin,
} from '../testing/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pair and address rule out of reach, so only the account rule under test can trip. */
const outOfReach = {
  slowAfter: 50,
  lockAfter: 100,
  baseDelayMs: 200,
  lockMs: 60_000,
  windowMs: 60_000,
};

/** An identity whose only reachable rule is this account rule. */
const withAccountRule = (account: ThrottlePolicy['account']) =>
  startIdentity({}, { pair: outOfReach, address: outOfReach, account });

/** A new account, then `count` wrong passwords for it at once, each from its own address. */
async function guessAtOnce(app: IdentityTestApp, count: number, network: string) {
  const victim = newUser();
  await signUp(app.client(), victim);
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      app
        .client()
        .post(
          '/api/auth/login',
          { email: victim.email, password: 'wrong' },
          { 'x-forwarded-for': `${network}.${i + 1}` },
        ),
    ),
  );
  return answers.map((answer) => answer.status);
}

describe('failed-login slow-down and lock', () => {
  it('keeps a throttle row a week after its window began, then lets the database remove it', async () => {
    await identity.client().post('/api/auth/login', { email: 'nobody@example.com', password: 'x' });
    const rows = identity.db.collection('login_throttles');
    expect(await rows.countDocuments()).toBeGreaterThan(0);
    await expect
      .poll(async () => (await rows.indexes()).find((index) => index.key.windowStart === 1))
      .toMatchObject({ expireAfterSeconds: 7 * 24 * 3600 });
  });

  it('slows repeated failures, then locks the account and says so, even for the right password', async () => {
    const user = newUser();
    await signUp(identity.client(), user);
    const attempt = (password: string) =>
      identity.client().post('/api/auth/login', { email: user.email, password });

    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);

    const tooSoon = await attempt('wrong');
    expect(tooSoon.status).toBe(429);
    expect((tooSoon.body as { message: string }).message).toMatch(
      /Please wait \d+ seconds? before trying again/,
    );
    expect(tooSoon.headers.get('retry-after')).toMatch(/^\d+$/);

    await sleep(550);
    expect((await attempt('wrong')).status).toBe(401);
    await sleep(1_050);
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
    await sleep(550);
    expect((await attempt('wrong')).status).toBe(401);
    await sleep(1_050);
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(testAdmin.password)).status).toBe(429);
    const locked = await identity.db
      .collection('admin_audit_log')
      .countDocuments({ action: 'signin.locked' });
    expect(locked).toBeGreaterThan(0);
  });

  it('a successful login resets the account count', async () => {
    const user = newUser();
    await signUp(identity.client(), user);
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
  // Address rule tightened, the others out of reach: only the address can trip here.
  let sprayed: IdentityTestApp;
  beforeAll(async () => {
    sprayed = await startIdentity(
      {},
      {
        pair: outOfReach,
        address: { slowAfter: 3, lockAfter: 5, baseDelayMs: 500, lockMs: 60_000, windowMs: 60_000 },
        account: fastThrottlePolicy.account,
      },
    );
  });
  afterAll(() => sprayed.close());

  it('slows, then locks that address, and says so; another address still signs in', async () => {
    const victim = newUser();
    await signUp(sprayed.client(), victim);
    const from = (address: string, email: string, password = 'wrong') =>
      sprayed.client().post('/api/auth/login', { email, password }, { 'x-forwarded-for': address });
    const attacker = '203.0.113.7';

    for (let i = 0; i < 3; i += 1) {
      expect((await from(attacker, `guess${i}@example.com`)).status).toBe(401);
    }
    const tooSoon = await from(attacker, 'guess3@example.com');
    expect(tooSoon.status).toBe(429);
    expect((tooSoon.body as { message: string }).message).toMatch(/Please wait/);
    await sleep(550);
    expect((await from(attacker, 'guess4@example.com')).status).toBe(401);
    await sleep(1_050);
    expect((await from(attacker, 'guess5@example.com')).status).toBe(401);

    const locked = await from(attacker, victim.email, victim.password);
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toBe(
      'Too many failed login attempts from your network. Try again in 1 minute.',
    );
    expect((await from('198.51.100.20', victim.email, victim.password)).status).toBe(200);
  });
});

describe('guesses that must not lock the owner out (docs/product.md#sign-in-protection)', () => {
  const stranger = '203.0.113.66';
  const ownAddress = '198.51.100.7';
  const adminFrom = (address: string, password: string) =>
    identity
      .client()
      .post(
        '/api/admin/login',
        { username: testAdmin.username, password },
        { 'x-forwarded-for': address },
      );

  it("a stranger's wrong guesses lock only the stranger; the admin from their own address gets in", async () => {
    for (let i = 0; i < 3; i += 1) expect((await adminFrom(stranger, 'guess')).status).toBe(401);
    await sleep(550);
    expect((await adminFrom(stranger, 'guess')).status).toBe(401);
    await sleep(1_050);
    expect((await adminFrom(stranger, 'guess')).status).toBe(401);
    // The stranger is locked out, even with the right password...
    const locked = await adminFrom(stranger, testAdmin.password);
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toMatch(/temporarily locked/);
    // ...and the admin is not.
    expect((await adminFrom(ownAddress, testAdmin.password)).status).toBe(200);
  });

  it('checks at most the configured number of passwords however many attempts arrive at once', async () => {
    const user = newUser();
    await signUp(identity.client(), user);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        identity
          .client()
          .post(
            '/api/auth/login',
            { email: user.email, password: 'wrong' },
            { 'x-forwarded-for': '203.0.113.90' },
          ),
      ),
    );
    const checked = attempts.filter((r) => r.status === 401).length;
    const refused = attempts.filter((r) => r.status === 429).length;
    // fastThrottlePolicy: 3 checks before the slow-down starts, at most 5 before the lock.
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(30);
  });
});

describe('one account guessed at from many addresses', () => {
  let botnet: IdentityTestApp;
  beforeAll(async () => {
    botnet = await withAccountRule({
      slowAfter: 3,
      baseDelayMs: 300,
      maxDelayMs: 600,
      maxPerWindow: 100,
      windowMs: 60_000,
    });
  });
  afterAll(() => botnet.close());

  it('slows the account down but never locks it, and spares an address it signed in from', async () => {
    const victim = newUser();
    await signUp(botnet.client(), victim);
    const from = (address: string, password: string) =>
      botnet
        .client()
        .post('/api/auth/login', { email: victim.email, password }, { 'x-forwarded-for': address });
    const home = '198.51.100.30';
    expect((await from(home, victim.password)).status).toBe(200);

    for (let i = 1; i <= 3; i += 1)
      expect((await from(`203.0.113.${i}`, 'wrong')).status).toBe(401);
    const slowed = await from('203.0.113.4', 'wrong');
    expect(slowed.status).toBe(429);
    expect((slowed.body as { message: string }).message).toMatch(/Please wait 1 second/);
    // Home was seen before: no wait there.
    expect((await from(home, victim.password)).status).toBe(200);

    for (let i = 5; i <= 12; i += 1) {
      await sleep(650);
      expect((await from(`203.0.113.${i}`, 'wrong')).status).toBe(401);
    }
    // Never a lock: after the (capped) wait, the owner gets in from a new address too.
    await sleep(650);
    expect((await from('198.51.100.31', victim.password)).status).toBe(200);
  });
});

describe('the hourly cap on one account from every address', () => {
  let capped: IdentityTestApp;
  beforeAll(async () => {
    capped = await withAccountRule({
      slowAfter: 50,
      baseDelayMs: 200,
      maxDelayMs: 600,
      maxPerWindow: 5,
      windowMs: 60_000,
    });
  });
  afterAll(() => capped.close());

  it('refuses checks past the cap from new addresses, but not from one the owner signed in from', async () => {
    const victim = newUser();
    await signUp(capped.client(), victim);
    const from = (address: string, password: string) =>
      capped
        .client()
        .post('/api/auth/login', { email: victim.email, password }, { 'x-forwarded-for': address });
    const home = '198.51.100.40';
    expect((await from(home, victim.password)).status).toBe(200);
    for (let i = 1; i <= 5; i += 1) {
      expect((await from(`203.0.113.${100 + i}`, 'wrong')).status).toBe(401);
    }
    const refused = await from('203.0.113.120', victim.password);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(
      /Too many failed sign-in attempts on this account. Try again in \d+ (seconds?|minute)/,
    );
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await from(home, victim.password)).status).toBe(200);
  });
  it('checks at most the cap when 30 addresses guess one account at once', async () => {
    // Each check is reserved by a conditional $inc before the password is looked at.
    const statuses = await guessAtOnce(capped, 30, '192.0.2');
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });
});

describe('the account slow-down under parallel guesses', () => {
  let slowed: IdentityTestApp;
  beforeAll(async () => {
    // A wait no test outlasts: every check past the third must be refused.
    slowed = await withAccountRule({
      slowAfter: 3,
      baseDelayMs: 60_000,
      maxDelayMs: 60_000,
      maxPerWindow: 100,
      windowMs: 60_000,
    });
  });
  afterAll(() => slowed.close());

  it('checks no more than the slow-down figure when 30 addresses guess at once', async () => {
    const statuses = await guessAtOnce(slowed, 30, '192.0.2');
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });
});
