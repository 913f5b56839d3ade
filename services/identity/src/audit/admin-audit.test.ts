import { randomUUID } from 'node:crypto';
import { internalRouteTable, routeTable } from '@cardbridge/api-routes';
import { createOutbox, auditAdminAction } from '@cardbridge/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp } from '../testing/identity-test-app';
import { internalToken, startIdentity, testAdmin } from '../testing/identity-test-app';
import { adminBrowser, createAdmin } from '../testing/team';
import { adminAuditModel, appendOnlyMessage } from './admin-audit.model';

/** What another service's outbox relay sends: the message, its id as the idempotency key. */
function deliver(
  identity: IdentityTestApp,
  payload: Record<string, unknown>,
  { key = randomUUID() as string, token = internalToken } = {},
) {
  return fetch(`${identity.baseUrl}/internal/admin-audit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': token,
      'idempotency-key': key,
    },
    body: JSON.stringify({ id: key, topic: 'admin.audit', payload }),
  });
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  at: new Date().toISOString(),
  adminId: '65a000000000000000000001',
  admin: 'rita',
  role: 'reviewer',
  action: 'submission.status',
  target: 'submission:65a0000000000000000000aa',
  address: '203.0.113.7',
  ...overrides,
});

describe('admin audit trail (docs/product.md#admin-team)', () => {
  let identity: IdentityTestApp;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  it('lists sign-in steps to owners, newest first, with who, role, action and address', async () => {
    await identity.client().post('/api/admin/login', { ...testAdmin, password: 'wrong' });
    const owner = await adminBrowser(identity);
    const page = await owner.get(`/api/admin/audit?admin=${testAdmin.username}&action=signin`);
    expect(page.status).toBe(200);
    const { items, nextCursor } = page.body as {
      items: Record<string, unknown>[];
      nextCursor: null;
    };
    expect(nextCursor).toBeNull();
    expect(items.map((item) => item.action)).toEqual([
      'signin.success',
      'signin.invalid_credentials',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      adminId: expect.any(String),
      admin: testAdmin.username,
      role: 'owner',
      action: 'signin.success',
      target: null,
      address: expect.any(String),
    });
  });

  it('refuses the trail to roles without the audit permission and to visitors', async () => {
    for (const role of ['reviewer', 'finance', 'support'] as const) {
      const admin = await createAdmin(identity, { role });
      const answer = await (await adminBrowser(identity, admin)).get('/api/admin/audit');
      expect(answer).toMatchObject({
        status: 403,
        body: { message: 'Your role does not allow this' },
      });
    }
    const visitor = await identity.client().get('/api/admin/audit');
    expect(visitor.status).toBe(401);
  });

  it("appends another service's delivered action once, however often it is delivered", async () => {
    const key = `status.${randomUUID()}`;
    const action = entry({ target: `submission:${key}` });
    const first = await deliver(identity, action, { key });
    expect(first.status).toBe(200);
    const again = await deliver(identity, action, { key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const stored = await identity.db
      .collection('admin_audit_log')
      .find({ target: `submission:${key}` })
      .toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      admin: 'rita',
      role: 'reviewer',
      action: 'submission.status',
    });
  });

  it('appends what the service kit helper enqueues, in the shape identity accepts', async () => {
    const outbox = createOutbox({
      db: identity.db,
      name: `audit_outbox_${randomUUID().slice(0, 8)}`,
    });
    const message = await auditAdminAction(outbox, {
      admin: { id: '65a000000000000000000002', username: 'fin', role: 'finance' },
      action: 'payout.approve',
      target: 'payout:p-1',
      address: '198.51.100.4',
    });
    const answer = await deliver(identity, message.payload, { key: message.id });
    expect(answer.status).toBe(200);
    const owner = await adminBrowser(identity);
    const page = await owner.get('/api/admin/audit?action=payout.approve');
    expect((page.body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ admin: 'fin', role: 'finance', target: 'payout:p-1' }),
    ]);
  });

  it('refuses a delivery without the internal token, without a key or with a malformed entry', async () => {
    const before = await identity.db.collection('admin_audit_log').countDocuments();
    expect((await deliver(identity, entry(), { token: 'wrong' })).status).toBe(401);
    const keyless = await fetch(`${identity.baseUrl}/internal/admin-audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
      body: JSON.stringify({ id: 'x', topic: 'admin.audit', payload: entry() }),
    });
    expect(keyless.status).toBe(400);
    for (const bad of [
      entry({ action: 'Drop Table' }),
      entry({ role: 'emperor' }),
      entry({ at: 'yesterday' }),
      entry({ admin: '' }),
    ]) {
      const answer = await deliver(identity, bad);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await identity.db.collection('admin_audit_log').countDocuments()).toBe(before);
  });

  it('filters by admin, action and dates, and pages with a cursor', async () => {
    const admin = `pager_${randomUUID().slice(0, 6)}`;
    const days = [
      '2026-01-01T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-03T10:00:00.000Z',
    ];
    for (const at of days) {
      expect((await deliver(identity, entry({ admin, at, action: 'photo.view' }))).status).toBe(
        200,
      );
    }
    await deliver(identity, entry({ admin, at: days[1], action: 'rate.change' }));
    const owner = await adminBrowser(identity);
    const list = async (query: string) =>
      (await owner.get(`/api/admin/audit?admin=${admin}&${query}`)).body as {
        items: { at: string; action: string }[];
        nextCursor: string | null;
      };

    const first = await list('action=photo&limit=2');
    expect(first.items.map((item) => item.at)).toEqual([days[2], days[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`action=photo&limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ items: [expect.objectContaining({ at: days[0] })], nextCursor: null });

    const dayTwo = await list('from=2026-01-02&to=2026-01-02');
    expect(dayTwo.items.map((item) => item.action).sort()).toEqual(['photo.view', 'rate.change']);
    expect((await list('action=rate.change')).items).toHaveLength(1);
    // A family matches whole words only: `photo.v` is not `photo.view`.
    expect((await list('action=photo.v')).items).toEqual([]);
  });

  it('answers a bad filter or cursor with 400', async () => {
    const owner = await adminBrowser(identity);
    for (const query of [
      'from=someday',
      'to=2026-13-45x',
      'cursor=not-a-cursor',
      'action=DROP',
      'limit=0',
    ]) {
      const answer = await owner.get(`/api/admin/audit?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
  });

  it('has no route that edits or deletes an entry', async () => {
    const owner = await adminBrowser(identity);
    const [{ id } = { id: '' }] = (
      (await owner.get('/api/admin/audit?limit=1')).body as { items: { id: string }[] }
    ).items;
    const before = await identity.db.collection('admin_audit_log').find().toArray();
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      for (const path of ['/api/admin/audit', `/api/admin/audit/${id}`]) {
        const answer = await owner.request(method, path, { action: 'signin.nothing' });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
        expect(answer.body).toMatchObject({ message: expect.any(String) });
      }
    }
    const after = await identity.db.collection('admin_audit_log').find().toArray();
    expect(after.slice(0, before.length)).toEqual(before);

    // The route tables agree: the trail is only read publicly and only appended internally.
    const auditRows = routeTable.filter((row) => row.path.startsWith('/api/admin/audit'));
    expect(auditRows.map((row) => `${row.method} ${row.path}`)).toEqual(['GET /api/admin/audit']);
    const internalRows = internalRouteTable.filter((row) => row.path.includes('audit'));
    expect(internalRows.map((row) => `${row.method} ${row.path}`)).toEqual([
      'POST /internal/admin-audit',
    ]);
  });

  it('refuses to change or remove an entry even from inside the service', async () => {
    const audit = adminAuditModel(identity.db);
    await expect(audit.updateMany({}, { $set: { action: 'x.y' } })).rejects.toThrow(
      appendOnlyMessage,
    );
    await expect(audit.deleteMany({})).rejects.toThrow(appendOnlyMessage);
    await expect(audit.findOneAndDelete({})).rejects.toThrow(appendOnlyMessage);
    expect(await audit.countDocuments({ action: 'x.y' })).toBe(0);
  });
});
