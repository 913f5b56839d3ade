import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import {
  internalToken,
  newUser,
  startIdentity,
  testAdmin,
  signUp,
} from '../testing/identity-test-app';

/** A stand-in for the submissions service's internal counts endpoint. */
async function startCounts(counts: () => Record<string, number>) {
  const server = createServer((req, res) => {
    if (
      req.url === '/internal/submission-counts' &&
      req.headers['x-internal-token'] === internalToken
    ) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ counts: counts() }));
      return;
    }
    res.statusCode = 401;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('admin session and Users tab', () => {
  let identity: IdentityTestApp;
  let submissions: Awaited<ReturnType<typeof startCounts>>;
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    submissions = await startCounts(() => counts);
    identity = await startIdentity({ SUBMISSIONS_URL: submissions.url });
  });
  afterAll(async () => {
    await identity.close();
    await submissions.close();
  });

  const adminClient = async () => {
    const client = identity.client();
    const response = await client.post('/api/admin/login', testAdmin, {
      'user-agent': 'audit-test',
    });
    expect(response.status).toBe(200);
    return client;
  };

  it('signs the configured admin in with its own cookie and answers me with an id', async () => {
    const client = identity.client();
    const login = await client.post('/api/admin/login', testAdmin);
    // The configured admin is the team's first owner.
    expect(login.body).toEqual({
      id: expect.any(String),
      username: testAdmin.username,
      role: 'owner',
    });
    expect(login.setCookies.find((line) => line.startsWith('cb_admin='))).toMatch(
      /httponly.*samesite=lax|samesite=lax.*httponly/i,
    );
    expect(client.cookies.has('cb_session')).toBe(false);
    const me = await client.get('/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: (login.body as { id: string }).id,
      username: testAdmin.username,
      role: 'owner',
      mfaEnabled: false,
    });
  });

  it('refuses wrong credentials without saying which part and validates the body', async () => {
    const wrong = await identity
      .client()
      .post('/api/admin/login', { username: testAdmin.username, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials' });
    const unknown = await identity
      .client()
      .post('/api/admin/login', { username: 'nobody', password: 'nope' });
    expect(unknown.body).toEqual({ message: 'Invalid credentials' });
    const empty = await identity.client().post('/api/admin/login', { username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('writes every admin login attempt to the audit log with time, address and outcome', async () => {
    await identity
      .client()
      .post('/api/admin/login', { username: testAdmin.username, password: 'wrong' });
    await adminClient();
    const entries = await identity.db.collection('admin_audit_log').find({}).toArray();
    const wrong = entries.find(
      (entry) =>
        entry.admin === testAdmin.username && entry.action === 'signin.invalid_credentials',
    );
    expect(wrong).toMatchObject({ address: expect.any(String), at: expect.any(Date) });
    expect(entries.some((e) => e.action === 'signin.success' && e.userAgent === 'audit-test')).toBe(
      true,
    );
    expect(JSON.stringify(entries)).not.toContain(testAdmin.password);
    expect(identity.logs.lines()).toContainEqual(
      expect.objectContaining({
        event: 'admin_login',
        username: testAdmin.username,
        outcome: 'invalid_credentials',
      }),
    );
    expect(identity.logs.text()).not.toContain(testAdmin.password);
  });

  it('never keeps a typed username that names no admin (often a password in the wrong field)', async () => {
    const typed = 'Tr0ub4dor-and-3';
    await identity.client().post('/api/admin/login', { username: typed, password: 'wrong' });
    await identity.client().post('/api/admin/login', { username: typed, password: '' });
    const entries = await identity.db.collection('admin_audit_log').find({}).toArray();
    expect(JSON.stringify(entries)).not.toContain(typed);
    expect(entries).toContainEqual(
      expect.objectContaining({
        admin: '(unknown username)',
        action: 'signin.invalid_credentials',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ admin: '(unknown username)', action: 'signin.invalid_request' }),
    );
    expect(identity.logs.text()).not.toContain(typed);
  });

  it("answers the admin app's session check with 200: the admin, or null for anyone else", async () => {
    const anonymous = await identity.client().get('/api/admin/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ admin: null });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');

    const user = identity.client();
    await signUp(user, newUser());
    expect((await user.get('/api/admin/session')).body).toEqual({ admin: null });

    const admin = await adminClient();
    expect((await admin.get('/api/admin/session')).body).toEqual({
      admin: {
        id: expect.any(String),
        username: testAdmin.username,
        role: 'owner',
        mfaEnabled: false,
      },
    });
    await admin.post('/api/admin/logout');
    expect((await admin.get('/api/admin/session')).body).toEqual({ admin: null });
  });

  it('enforces the authorisation matrix on admin routes', async () => {
    const anonymous = identity.client();
    expect((await anonymous.get('/api/admin/me')).status).toBe(401);
    expect((await anonymous.get('/api/admin/users')).body).toEqual({
      message: 'Authentication required',
    });

    const user = identity.client();
    await signUp(user, newUser());
    const asUser = await user.get('/api/admin/users');
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ message: 'Admin access required' });

    const admin = await adminClient();
    // An admin session is not a user session.
    expect((await admin.get('/api/auth/me')).body).toEqual({ user: null });
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  });

  it('lists users with their submission counts, 0 for none', async () => {
    const seller = identity.client();
    const registered = await signUp(seller, newUser());
    const sellerId = (registered.body as { user: { id: string } }).user.id;
    counts[sellerId] = 3;
    const admin = await adminClient();
    const rows = (
      (await admin.get('/api/admin/users?limit=200')).body as { items: Record<string, unknown>[] }
    ).items;
    const row = rows.find((r) => r.id === sellerId);
    expect(row).toEqual({
      id: sellerId,
      username: expect.any(String),
      email: expect.any(String),
      firstName: 'Ana',
      lastName: 'Lima',
      role: 'user',
      createdAt: expect.any(String),
      submissionCount: 3,
    });
    expect(rows.filter((r) => r.id !== sellerId).every((r) => r.submissionCount === 0)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/password/i);
  });

  it('answers users with unknown counts when submissions is unreachable', async () => {
    await submissions.close();
    const admin = await adminClient();
    const response = await admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    const rows = (response.body as { items: { submissionCount: number | null }[] }).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.submissionCount === null)).toBe(true);
  });

  it('searches users by name, username or email and pages through them newest first', async () => {
    const tag = Date.now().toString(36);
    for (const firstName of ['Zelda', 'Zora', 'Zack']) {
      const res = await signUp(identity.client(), newUser({ firstName, lastName: `Q${tag}` }));
      expect(res.status).toBe(201);
    }
    const admin = await adminClient();
    type Page = {
      items: { firstName: string; lastName: string }[];
      total: number;
      nextCursor: string | null;
    };
    const byLast = (await admin.get(`/api/admin/users?q=q${tag}`)).body as Page;
    expect(byLast.total).toBe(3);
    expect(byLast.items.map((u) => u.firstName)).toEqual(['Zack', 'Zora', 'Zelda']);

    const first = (await admin.get(`/api/admin/users?q=q${tag}&limit=2`)).body as Page;
    expect(first.items.map((u) => u.firstName)).toEqual(['Zack', 'Zora']);
    expect(first.total).toBe(3);
    const next = (await admin.get(`/api/admin/users?q=q${tag}&limit=2&cursor=${first.nextCursor}`))
      .body as Page;
    expect(next.items.map((u) => u.firstName)).toEqual(['Zelda']);
    expect(next.nextCursor).toBeNull();

    expect(
      ((await admin.get('/api/admin/users?q=zor')).body as Page).items.map((u) => u.firstName),
    ).toContain('Zora');
    expect(((await admin.get('/api/admin/users?q=.*')).body as Page).total).toBe(0);
    const bad = await admin.get('/api/admin/users?limit=500');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'limit must be at most 200' });
  });

  it('admin logout ends the admin session', async () => {
    const admin = await adminClient();
    const stolen = admin.cookieHeader();
    const logout = await admin.post('/api/admin/logout');
    expect(logout.status).toBe(200);
    expect((await identity.client().get('/api/admin/me', { cookie: stolen })).status).toBe(401);
  });
});
