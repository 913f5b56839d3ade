import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { internalToken, newUser, startIdentity, signUp } from '../testing/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity.close();
});

describe('GET /internal/revoked-sessions', () => {
  it('requires the internal token', async () => {
    expect((await identity.client().get('/internal/revoked-sessions')).status).toBe(401);
    expect(
      (
        await identity
          .client()
          .get('/internal/revoked-sessions', { 'x-internal-token': 'wrong-token-value' })
      ).status,
    ).toBe(401);
  });

  it('lists a logged-out session and hands out a cursor for the next poll', async () => {
    const client = identity.client();
    await signUp(client, newUser());
    const token = client.cookies.get('cb_session') ?? '';
    const sid = (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }
    ).sid;
    const before = await identity
      .client()
      .get('/internal/revoked-sessions', { 'x-internal-token': internalToken });
    const { cursor } = before.body as { cursor: string };
    await client.post('/api/auth/logout');
    const after = await identity
      .client()
      .get(`/internal/revoked-sessions?since=${encodeURIComponent(cursor)}`, {
        'x-internal-token': internalToken,
      });
    expect(after.status).toBe(200);
    expect((after.body as { revoked: { sid: string }[] }).revoked.map((r) => r.sid)).toContain(sid);
  });
});

describe('GET /internal/users/:id', () => {
  it("answers a user's id, username and email to a caller with the internal token", async () => {
    const client = identity.client();
    const body = newUser();
    const registered = await signUp(client, body);
    const { id } = (registered.body as { user: { id: string } }).user;
    const res = await identity
      .client()
      .get(`/internal/users/${id}`, { 'x-internal-token': internalToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, username: body.username, email: body.email });
  });

  it('answers 404 for an unknown user and 401 without the token', async () => {
    const unknown = await identity
      .client()
      .get('/internal/users/0123456789abcdef01234567', { 'x-internal-token': internalToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
    expect((await identity.client().get('/internal/users/0123456789abcdef01234567')).status).toBe(
      401,
    );
  });
});

describe('GET /internal/registrations', () => {
  const ask = (query: string, token = internalToken) =>
    identity.client().get(`/internal/registrations?${query}`, { 'x-internal-token': token });

  it('names the accounts signed up from an address since a time, newest first', async () => {
    const since = new Date(Date.now() - 1_000).toISOString();
    const first = newUser();
    const second = newUser();
    for (const user of [first, second]) {
      expect(
        (await signUp(identity.client(), user, { 'x-forwarded-for': '198.51.100.23' })).status,
      ).toBe(201);
    }
    await signUp(identity.client(), newUser(), { 'x-forwarded-for': '198.51.100.99' });

    const answer = await ask(`address=198.51.100.23&since=${encodeURIComponent(since)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ usernames: [second.username, first.username] });
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await ask(`address=198.51.100.23&since=${encodeURIComponent(later)}`)).body).toEqual({
      usernames: [],
    });
  });

  it('requires the internal token and a well-formed question', async () => {
    expect(
      (await ask('address=198.51.100.23&since=2026-01-01T00:00:00Z', 'wrong-token')).status,
    ).toBe(401);
    expect((await ask('address=198.51.100.23&since=yesterday')).status).toBe(400);
    expect((await ask('since=2026-01-01T00:00:00Z')).status).toBe(400);
  });
});
