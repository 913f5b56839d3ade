import { createHash, randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { startIdentity, testAdmin } from '../testing/identity-test-app';
import { adminBrowser, createAdmin } from '../testing/team';
import { expiredInvitation, invalidInvitation, usedInvitation } from './accept-invitation';

const strongPassword = 'violet-harbour-lantern-42';
let counter = 0;
const invitee = (overrides: Record<string, string> = {}) => {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `rita_${tag}`,
    email: `rita.${tag}@example.com`,
    role: 'reviewer',
    ...overrides,
  };
};
const tokenOf = (url: string) => new URL(url.replace('#', '?')).searchParams.get('token') ?? '';

describe('admin invitations (docs/product.md#admin-team)', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const invite = async (body: Record<string, unknown>) =>
    (await adminBrowser(identity)).post('/api/admin/team/invitations', body);
  const admins = () => identity.db.collection('admins').countDocuments();

  it('answers a one-time link (48 h, stored hashed) and emails it to the invitee', async () => {
    const body = invitee();
    const started = Date.now();
    const answer = await invite(body);
    expect(answer.status).toBe(201);
    const { id, url, expiresAt } = answer.body as { id: string; url: string; expiresAt: string };
    expect(url).toMatch(/^http:\/\/localhost:8080\/admin\/invitation#token=[\w-]{43}$/);
    const hoursValid = (Date.parse(expiresAt) - started) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(47.9);
    expect(hoursValid).toBeLessThan(48.1);

    const token = tokenOf(url);
    const stored = await identity.db
      .collection('admin_invitations')
      .findOne({ username: body.username });
    expect(stored?._id.toString()).toBe(id);
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const email = identity.mail.filter((mail) => mail.to === body.email).at(-1);
    expect(email?.subject).toBe('You are invited to the Cardbridge admin team');
    expect(email?.text).toContain(url);
    expect(email?.text).toContain(
      `${testAdmin.username} invited you to the Cardbridge admin team as reviewer`,
    );

    const audit = await identity.db
      .collection('admin_audit_log')
      .findOne({ action: 'team.invite', target: `admin:${body.username} (reviewer)` });
    expect(audit).toMatchObject({ admin: testAdmin.username, role: 'owner' });
  });

  it('makes the admin with the invited role once the invitee sets a password; the link then works no more', async () => {
    const body = invitee({ role: 'finance' });
    const { url } = (await invite(body)).body as { url: string };
    const accepted = await identity
      .client()
      .post('/api/admin/invitations/accept', { token: tokenOf(url), password: strongPassword });
    expect(accepted).toMatchObject({
      status: 201,
      body: { id: expect.any(String), username: body.username, role: 'finance' },
    });

    const finance = await adminBrowser(identity, {
      username: body.username,
      password: strongPassword,
    });
    expect((await finance.get('/api/admin/me')).body).toMatchObject({
      username: body.username,
      role: 'finance',
    });
    expect((await finance.get('/api/admin/team')).status).toBe(403);

    const before = await admins();
    const again = await identity.client().post('/api/admin/invitations/accept', {
      token: tokenOf(url),
      password: 'another-strong-pass-99',
    });
    expect(again).toMatchObject({ status: 410, body: { message: usedInvitation } });
    expect(await admins()).toBe(before);
    // The first password still signs in: the used link changed nothing.
    await adminBrowser(identity, { username: body.username, password: strongPassword });
  });

  it('refuses an expired or a forged link with a clear message and creates nothing', async () => {
    const body = invitee();
    const { url } = (await invite(body)).body as { url: string };
    await identity.db
      .collection('admin_invitations')
      .updateOne({ username: body.username }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await admins();
    const expired = await identity
      .client()
      .post('/api/admin/invitations/accept', { token: tokenOf(url), password: strongPassword });
    expect(expired).toMatchObject({ status: 410, body: { message: expiredInvitation } });

    const forged = await identity.client().post('/api/admin/invitations/accept', {
      token: randomBytes(32).toString('base64url'),
      password: strongPassword,
    });
    expect(forged).toMatchObject({ status: 400, body: { message: invalidInvitation } });
    const malformed = await identity
      .client()
      .post('/api/admin/invitations/accept', { token: 'not-a-token', password: strongPassword });
    expect(malformed.status).toBe(400);
    expect(await admins()).toBe(before);
    expect(await identity.db.collection('admins').findOne({ username: body.username })).toBeNull();
  });

  it("holds the invitee's password to the sellers' strength rule, and a refused password leaves the link usable", async () => {
    const body = invitee();
    const { url } = (await invite(body)).body as { url: string };
    for (const password of ['short', 'password123']) {
      const weak = await identity
        .client()
        .post('/api/admin/invitations/accept', { token: tokenOf(url), password });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({ errors: { password: expect.any(String) } });
    }
    const accepted = await identity
      .client()
      .post('/api/admin/invitations/accept', { token: tokenOf(url), password: strongPassword });
    expect(accepted.status).toBe(201);
  });

  it('opens a link twice at once: one admin, one refusal', async () => {
    const body = invitee();
    const { url } = (await invite(body)).body as { url: string };
    const answers = await Promise.all(
      [1, 2].map(() =>
        identity
          .client()
          .post('/api/admin/invitations/accept', { token: tokenOf(url), password: strongPassword }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    expect(await identity.db.collection('admins').countDocuments({ username: body.username })).toBe(
      1,
    );
  });

  it('refuses an unknown role, a taken username or email, and bad fields, storing and sending nothing', async () => {
    const taken = await createAdmin(identity, { role: 'support' });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        invitee({ role: 'emperor' }),
        400,
        'Unknown role: choose one of owner, reviewer, finance, support',
      ],
      [
        invitee({ username: testAdmin.username }),
        409,
        `An admin called ${testAdmin.username} already exists`,
      ],
      [
        invitee({ username: taken.username.toUpperCase() }),
        409,
        `An admin called ${taken.username.toUpperCase()} already exists`,
      ],
      [
        invitee({ email: `${taken.username}@cardbridge.test` }),
        409,
        `An admin with the email ${taken.username}@cardbridge.test already exists`,
      ],
      [invitee({ email: 'not-an-email' }), 400, 'Invalid email address'],
      [invitee({ username: 'x' }), 400, 'Username must be at least 3 characters'],
    ];
    const invitations = await identity.db.collection('admin_invitations').countDocuments();
    const mails = identity.mail.length;
    for (const [body, status, message] of cases) {
      const answer = await invite(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { message } });
    }
    expect(await identity.db.collection('admin_invitations').countDocuments()).toBe(invitations);
    expect(identity.mail.length).toBe(mails);
  });

  it('lets only owners invite', async () => {
    const reviewer = await createAdmin(identity, { role: 'reviewer' });
    const refused = await (
      await adminBrowser(identity, reviewer)
    ).post('/api/admin/team/invitations', invitee());
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your role does not allow this' },
    });
    expect((await identity.client().post('/api/admin/team/invitations', invitee())).status).toBe(
      401,
    );
  });
});

describe('an invited admin when ADMIN_MFA_REQUIRED is on', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity({ ADMIN_MFA_REQUIRED: 'true' });
  });
  afterAll(() => identity.close());

  it('enrols an authenticator at the first sign-in before any session', async () => {
    // The configured owner enrols first (required for everyone), then invites.
    const owner = identity.client();
    expect((await owner.post('/api/admin/login', testAdmin)).body).toEqual({
      enrolmentRequired: true,
    });
    const ownerSetup = await owner.post('/api/admin/mfa/setup', {});
    const ownerSecret = (ownerSetup.body as { secret: string }).secret;
    expect(
      (await owner.post('/api/admin/mfa/enable', { code: authenticator.generate(ownerSecret) }))
        .status,
    ).toBe(200);

    const body = invitee();
    const { url } = (await owner.post('/api/admin/team/invitations', body)).body as { url: string };
    expect(
      (
        await identity
          .client()
          .post('/api/admin/invitations/accept', { token: tokenOf(url), password: strongPassword })
      ).status,
    ).toBe(201);

    const browser = identity.client();
    const login = await browser.post('/api/admin/login', {
      username: body.username,
      password: strongPassword,
    });
    expect(login.body).toEqual({ enrolmentRequired: true });
    expect((await browser.get('/api/admin/me')).status).toBe(401);
    const setup = await browser.post('/api/admin/mfa/setup', {});
    expect(setup.status).toBe(200);
    const secret = (setup.body as { secret: string }).secret;
    const enabled = await browser.post('/api/admin/mfa/enable', {
      code: authenticator.generate(secret),
    });
    expect(enabled.status).toBe(200);
    expect((await browser.get('/api/admin/me')).body).toMatchObject({
      username: body.username,
      role: 'reviewer',
      mfaEnabled: true,
    });
  });
});
