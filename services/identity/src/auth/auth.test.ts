import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import {
  linkTokenSent,
  newUser,
  signedInUser,
  signUp,
  startIdentity,
} from '../testing/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.close();
});

describe('POST /api/auth/register', () => {
  it('creates the user with the documented defaults, signs them in and never returns the hash', async () => {
    const client = identity.client();
    const body = newUser({ phoneNumber: '555-0100' });
    const response = await signUp(client, body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      user: {
        id: expect.any(String),
        username: body.username,
        email: body.email,
        firstName: 'Ana',
        lastName: 'Lima',
        phoneNumber: '555-0100',
        role: 'user',
        verified: false,
        rating: '0.00',
        reviewCount: 0,
        tradeCount: 0,
        lastVisit: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    const cookie = response.setCookies.find((line) => line.startsWith('cb_session='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/path=\//i);
    expect(cookie).not.toMatch(/secure/i);

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect((me.body as { user: { username: string } }).user.username).toBe(body.username);

    const stored = await identity.db.collection('users').findOne({ email: body.email });
    expect(String(stored?.passwordHash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(response.body)).not.toContain('argon2');
    expect(identity.logs.text()).not.toContain(body.password);
  });

  it('answers the documented validation messages for missing fields', async () => {
    const response = await identity.client().post('/api/auth/register', {
      email: 'not-an-email',
      password: '123',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        username: 'Username is required',
        email: 'Invalid email address',
        password: 'Password must be at least 6 characters',
      },
    });
  });

  it("refuses a password easy to guess ('123456') with 400 and why, creating nothing", async () => {
    const body = newUser({ password: '123456' });
    const response = await identity.client().post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message:
        'This password is too easy to guess. This is a heavily used password. Add more words or less common characters.',
      errors: { password: expect.stringMatching(/^This password is too easy to guess/) },
    });
    expect(await identity.db.collection('users').countDocuments({ email: body.email })).toBe(0);
  });

  it('answers a new email and a taken one alike (202, no session), and tells the owner instead', async () => {
    const first = newUser();
    await signUp(identity.client(), first);
    const fresh = newUser();
    const freshAnswer = await identity.client().post('/api/auth/register', fresh);
    const taken = await identity
      .client()
      .post('/api/auth/register', newUser({ email: first.email.toUpperCase() }));
    for (const answer of [freshAnswer, taken]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: 'Check your email to finish signing up' });
      expect(answer.setCookies).toEqual([]);
    }
    // Nothing is made until the link is opened; the owner of the taken address gets a notice.
    expect(await identity.db.collection('users').countDocuments({ email: fresh.email })).toBe(0);
    expect(linkTokenSent(identity.mail, fresh.email, 'confirm-signup')).toMatch(/^[\w-]{43}$/);
    const toOwner = identity.mail.filter((email) => email.to === first.email);
    expect(toOwner.at(-1)?.text).toMatch(/tried to create a Cardbridge account/);
    expect(linkTokenSent(identity.mail, first.email, 'confirm-signup')).toBeUndefined();
  });

  it('makes the account only once from its link, and refuses an unknown or used one', async () => {
    const body = newUser();
    const client = identity.client();
    await client.post('/api/auth/register', body);
    const token = linkTokenSent(identity.mail, body.email, 'confirm-signup');
    expect(
      JSON.stringify(await identity.db.collection('pending_registrations').find().toArray()),
    ).not.toContain(String(token));
    expect((await client.post('/api/auth/register/confirm', { token })).status).toBe(201);
    const again = await identity.client().post('/api/auth/register/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This link is invalid or has expired' });
    const unknown = await identity
      .client()
      .post('/api/auth/register/confirm', { token: 'B'.repeat(43) });
    expect(unknown.status).toBe(400);
  });

  it('refuses a taken username with 409 (usernames are public)', async () => {
    const first = newUser();
    await signUp(identity.client(), first);
    const sameName = await identity
      .client()
      .post('/api/auth/register', newUser({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username is already taken' });
  });

  it('sends at most three sign-up emails an hour to one address', async () => {
    const email = newUser().email;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await identity.client().post('/api/auth/register', newUser({ email }))).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(identity.mail.filter((sent) => sent.to === email)).toHaveLength(3);
  });

  it('never creates an admin: the username admin is refused and role is ignored', async () => {
    const reserved = await identity
      .client()
      .post('/api/auth/register', newUser({ username: 'admin' }));
    expect(reserved.status).toBe(409);
    const sneaky = await signUp(identity.client(), { ...newUser(), role: 'admin' });
    expect((sneaky.body as { user: { role: string } }).user.role).toBe('user');
  });

  it('marks the session cookie Secure when the request came over TLS', async () => {
    const response = await signUp(identity.client(), newUser(), { 'x-forwarded-proto': 'https' });
    expect(response.setCookies.find((line) => line.startsWith('cb_session='))).toMatch(
      /;\s*secure/i,
    );
  });
});

describe('POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout', () => {
  it('signs in by email, case-insensitively, and answers the user', async () => {
    const body = newUser();
    await signUp(identity.client(), body);
    const client = identity.client();
    const response = await client.post('/api/auth/login', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(response.status).toBe(200);
    expect((response.body as { user: { email: string } }).user.email).toBe(body.email);
    expect((await client.get('/api/auth/me')).body).toMatchObject(signedInUser);
  });

  it('answers 401 Invalid credentials for a wrong password and an unknown email alike', async () => {
    const body = newUser();
    await signUp(identity.client(), body);
    const wrongPassword = await identity
      .client()
      .post('/api/auth/login', { email: body.email, password: 'not-it' });
    const unknown = await identity
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'not-it' });
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('validates the login body', async () => {
    const response = await identity.client().post('/api/auth/login', { email: 'x', password: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: { email: 'Invalid email address', password: 'Password is required' },
    });
  });

  it('answers an anonymous /me 200 with no user (signed out is not an error)', async () => {
    const response = await identity.client().get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /me with no user for a forged session cookie', async () => {
    const response = await identity.client().get('/api/auth/me', { cookie: 'cb_session=forged' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: null });
  });

  it('logs out: the cookie is cleared and the old token no longer works', async () => {
    const client = identity.client();
    await signUp(client, newUser());
    const stolen = client.cookieHeader();
    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.setCookies.some((line) => line.startsWith('cb_session=;'))).toBe(true);
    expect(client.cookies.has('cb_session')).toBe(false);
    const replay = await identity.client().get('/api/auth/me', { cookie: stolen });
    expect(replay.body).toEqual({ user: null });
    expect(
      (await identity.client().post('/api/auth/refresh', undefined, { cookie: stolen })).status,
    ).toBe(401);
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await identity
      .client()
      .post(
        '/api/auth/login',
        { email: 'a@example.com', password: 'x' },
        { origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-origin request refused' });
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the session: a new cookie works, the presented one ends', async () => {
    const client = identity.client();
    await signUp(client, newUser());
    const old = client.cookieHeader();
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(client.cookieHeader()).not.toBe(old);
    expect((await client.get('/api/auth/me')).body).toMatchObject(signedInUser);
    expect((await identity.client().get('/api/auth/me', { cookie: old })).body).toEqual({
      user: null,
    });
  });

  it('refuses an anonymous caller', async () => {
    expect((await identity.client().post('/api/auth/refresh')).status).toBe(401);
  });
});

describe('GET /api/auth/jwks', () => {
  it('publishes only the public key', async () => {
    const first = await identity.client().get('/api/auth/jwks');
    expect(first.status).toBe(200);
    const keys = (first.body as { keys: Record<string, string>[] }).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});
