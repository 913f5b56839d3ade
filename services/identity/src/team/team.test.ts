import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { internalToken, startIdentity, testAdmin } from '../testing/identity-test-app';
import { adminBrowser, createAdmin } from '../testing/team';
import { lastOwnerMessage } from './change-team-member';

describe('admin team (docs/product.md#admin-team)', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const owner = () => adminBrowser(identity);
  const configuredOwnerId = async () => {
    await owner(); // the configured owner exists once a sign-in has waited for it
    const stored = await identity.db.collection('admins').findOne({ username: testAdmin.username });
    return String(stored?._id);
  };
  const revokedFeed = async () => {
    const answer = await fetch(`${identity.baseUrl}/internal/revoked-sessions`, {
      headers: { 'x-internal-token': internalToken },
    });
    return ((await answer.json()) as { revoked: { sid: string }[] }).revoked.length;
  };
  const activeOwners = () =>
    identity.db.collection('admins').countDocuments({ role: 'owner', disabled: { $ne: true } });

  it('lists every admin with username, email, role and whether disabled, to owners only', async () => {
    const support = await createAdmin(identity, { role: 'support' });
    const list = await (await owner()).get('/api/admin/team');
    expect(list.status).toBe(200);
    const { items, nextCursor } = list.body as { items: unknown[]; nextCursor: null };
    expect(nextCursor).toBeNull();
    expect(items).toContainEqual({
      id: support.id,
      username: support.username,
      email: `${support.username}@cardbridge.test`,
      role: 'support',
      disabled: false,
    });
    expect(items).toContainEqual(
      expect.objectContaining({ username: testAdmin.username, role: 'owner', disabled: false }),
    );
    const refused = await (await adminBrowser(identity, support)).get('/api/admin/team');
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Your role does not allow this' },
    });
  });

  it("changes a role, ending that admin's sessions everywhere, and audits it", async () => {
    const reviewer = await createAdmin(identity, { role: 'reviewer' });
    const browser = await adminBrowser(identity, reviewer);
    const revokedBefore = await revokedFeed();
    const changed = await (
      await owner()
    ).patch(`/api/admin/team/${reviewer.id}`, { role: 'finance' });
    expect(changed).toMatchObject({
      status: 200,
      body: { id: reviewer.id, role: 'finance', disabled: false },
    });
    // Its old cookie (which says reviewer) is refused here and, through the feed, everywhere.
    expect((await browser.get('/api/admin/me')).status).toBe(401);
    expect(await revokedFeed()).toBeGreaterThan(revokedBefore);
    const again = await adminBrowser(identity, reviewer);
    expect((await again.get('/api/admin/me')).body).toMatchObject({ role: 'finance' });
    const audit = await identity.db
      .collection('admin_audit_log')
      .findOne({ action: 'team.role', target: `admin:${reviewer.username} (reviewer → finance)` });
    expect(audit).toMatchObject({ admin: testAdmin.username, role: 'owner' });
  });

  it('disables an admin: the cookie is refused and sign-in answers like a wrong password; enabling restores it', async () => {
    const support = await createAdmin(identity, { role: 'support' });
    const browser = await adminBrowser(identity, support);
    const disabled = await (
      await owner()
    ).patch(`/api/admin/team/${support.id}`, { disabled: true });
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true } });
    expect((await browser.get('/api/admin/me')).status).toBe(401);
    expect((await browser.get('/api/admin/session')).body).toEqual({ admin: null });

    const rightPassword = await identity.client().post('/api/admin/login', support);
    const wrongPassword = await identity
      .client()
      .post('/api/admin/login', { ...support, password: 'not-the-password' });
    expect(rightPassword).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });
    expect(rightPassword.body).toEqual(wrongPassword.body);
    const actions = (
      await identity.db.collection('admin_audit_log').find({ admin: support.username }).toArray()
    ).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['signin.disabled', 'signin.invalid_credentials']),
    );
    expect(
      await identity.db.collection('admin_audit_log').countDocuments({
        action: 'team.disable',
        target: `admin:${support.username}`,
      }),
    ).toBe(1);

    expect(
      (await (await owner()).patch(`/api/admin/team/${support.id}`, { disabled: false })).body,
    ).toMatchObject({
      disabled: false,
    });
    await adminBrowser(identity, support);
  });

  it('never demotes or disables the last active owner', async () => {
    const id = await configuredOwnerId();
    const browser = await owner();
    for (const patch of [{ role: 'reviewer' }, { disabled: true }]) {
      const refused = await browser.patch(`/api/admin/team/${id}`, patch);
      expect(refused).toMatchObject({ status: 409, body: { message: lastOwnerMessage } });
    }
    expect(
      await identity.db.collection('admins').findOne({ username: testAdmin.username }),
    ).toMatchObject({
      role: 'owner',
      disabled: false,
    });
    expect((await browser.get('/api/admin/me')).status).toBe(200);
  });

  it('lets exactly one of two owners demoting each other at once win', async () => {
    const ownerId = await configuredOwnerId();
    for (let round = 0; round < 3; round += 1) {
      const other = await createAdmin(identity, { role: 'owner' });
      const [mine, theirs] = await Promise.all([owner(), adminBrowser(identity, other)]);
      const answers = await Promise.all([
        mine.patch(`/api/admin/team/${other.id}`, { role: 'reviewer' }),
        theirs.patch(`/api/admin/team/${ownerId}`, { role: 'reviewer' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await activeOwners()).toBe(1);
      // Back to one owner, the configured one, for the next round.
      if (answers[1]?.status === 200) {
        await identity.db
          .collection('admins')
          .updateOne({ username: testAdmin.username }, { $set: { role: 'owner' } });
        await identity.db
          .collection('admins')
          .updateOne({ username: other.username }, { $set: { role: 'reviewer' } });
      }
    }
  });

  it('refuses bad changes with a clear 4xx and changes nothing', async () => {
    const finance = await createAdmin(identity, { role: 'finance' });
    const browser = await owner();
    const cases: [string, unknown, number, string][] = [
      [
        finance.id,
        { role: 'emperor' },
        400,
        'Unknown role: choose one of owner, reviewer, finance, support',
      ],
      [finance.id, {}, 400, 'Send either a role or disabled: true|false'],
      [
        finance.id,
        { role: 'owner', disabled: true },
        400,
        'Send either a role or disabled: true|false',
      ],
      [finance.id, { disabled: 'yes' }, 400, 'disabled must be true or false'],
      ['65a000000000000000000000', { role: 'owner' }, 404, 'Admin not found'],
      ['not-an-id', { role: 'owner' }, 404, 'Admin not found'],
    ];
    for (const [id, body, status, message] of cases) {
      const answer = await browser.patch(`/api/admin/team/${id}`, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { message } });
    }
    const other = await createAdmin(identity, { role: 'support' });
    const notOwner = await (
      await adminBrowser(identity, other)
    ).patch(`/api/admin/team/${finance.id}`, {
      role: 'owner',
    });
    expect(notOwner.status).toBe(403);
    // Not even the team lease is left behind by a refused change.
    expect(await identity.db.collection('leases').countDocuments()).toBe(0);
    expect(
      await identity.db.collection('admins').findOne({ username: finance.username }),
    ).toMatchObject({
      role: 'finance',
      disabled: false,
    });
  });
});
