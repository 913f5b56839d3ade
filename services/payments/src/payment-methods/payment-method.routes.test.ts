import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@cardbridge/contracts';
import { internalToken, startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';
import type { TestUser } from '@cardbridge/service-kit/testing';

let app: PaymentsHarness;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startPayments();
  ann = await app.signIn('ann');
  bob = await app.signIn('bob');
});
afterAll(() => app.close());

function call(user: TestUser | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${app.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function add(user: TestUser, body: Record<string, unknown>): Promise<PaymentMethod> {
  const res = await call(user, 'POST', '/api/payment-methods', body);
  expect(res.status).toBe(201);
  return (await res.json()) as PaymentMethod;
}

describe('payment methods API', () => {
  it('answers 401 to a visitor', async () => {
    const res = await call(undefined, 'GET', '/api/payment-methods');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
  });

  it('adds a method from the sell flow with only type and account info', async () => {
    const created = await add(ann, { type: 'paypal', accountInfo: 'ann@example.com' });
    expect(created).toMatchObject({
      type: 'paypal',
      accountInfo: 'ann@example.com',
      accountName: '',
      isDefault: false,
      isActive: true,
    });
    const list = (await (await call(ann, 'GET', '/api/payment-methods')).json()) as PaymentMethod[];
    expect(list.map((m) => m.id)).toContain(created.id);
  });

  it('refuses a missing type or account info with the documented messages', async () => {
    const res = await call(ann, 'POST', '/api/payment-methods', { accountInfo: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Payment type is required',
      errors: { type: 'Payment type is required', accountInfo: 'Account information is required' },
    });
  });

  it("refuses an account that does not fit the type's format", async () => {
    const res = await call(ann, 'POST', '/api/payment-methods', {
      type: 'bank_transfer',
      accountInfo: '123 / 456',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Enter a valid 9-digit routing number and an account number',
      errors: { accountInfo: 'Enter a valid 9-digit routing number and an account number' },
    });
  });

  it('keeps at most one default per user', async () => {
    const first = await add(ann, {
      type: 'venmo',
      accountInfo: '@ann-s',
      accountName: 'Ann S',
      isDefault: true,
    });
    const second = await add(ann, {
      type: 'zelle',
      accountInfo: 'ann@example.com',
      accountName: 'Ann S',
      isDefault: true,
    });
    let list = (await (await call(ann, 'GET', '/api/payment-methods')).json()) as PaymentMethod[];
    expect(list.filter((m) => m.isDefault).map((m) => m.id)).toEqual([second.id]);

    const res = await call(ann, 'PATCH', `/api/payment-methods/${first.id}`, { isDefault: true });
    expect(res.status).toBe(200);
    list = (await (await call(ann, 'GET', '/api/payment-methods')).json()) as PaymentMethod[];
    expect(list.filter((m) => m.isDefault).map((m) => m.id)).toEqual([first.id]);
  });

  it('keeps one default when several defaults are added at once', async () => {
    const carol = await app.signIn('carol');
    const accounts = ['a', 'b', 'c', 'd', 'e'].map((x) => `carol.${x}@example.com`);
    const results = await Promise.all(
      accounts.map((accountInfo) =>
        call(carol, 'POST', '/api/payment-methods', {
          type: 'paypal',
          accountInfo,
          isDefault: true,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const list = (await (
      await call(carol, 'GET', '/api/payment-methods')
    ).json()) as PaymentMethod[];
    expect(list).toHaveLength(5);
    expect(list.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('checks the merged result of an edit', async () => {
    const method = await add(ann, { type: 'paypal', accountInfo: 'ann@example.com' });
    const res = await call(ann, 'PATCH', `/api/payment-methods/${method.id}`, { type: 'chime' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ type: 'chime', accountInfo: 'ann@example.com' });
    const bad = await call(ann, 'PATCH', `/api/payment-methods/${method.id}`, {
      type: 'check_by_mail',
    });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another user's method on every route", async () => {
    const annMethod = await add(ann, { type: 'paypal', accountInfo: 'ann@example.com' });
    const patch = await call(bob, 'PATCH', `/api/payment-methods/${annMethod.id}`, {
      accountName: 'Bob',
    });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual({ message: 'Payment method not found' });
    expect((await call(bob, 'DELETE', `/api/payment-methods/${annMethod.id}`)).status).toBe(404);
    const bobList = (await (await call(bob, 'GET', '/api/payment-methods')).json()) as unknown[];
    expect(bobList).toEqual([]);
  });

  it('answers 404 for an id that is not an id, before reading the body', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const res = await call(ann, method, '/api/payment-methods/not-an-id', { type: 'nonsense' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Payment method not found' });
    }
  });

  it('deletes a method from its owner’s list', async () => {
    const method = await add(bob, { type: 'revolut', accountInfo: '@bobby' });
    expect((await call(bob, 'DELETE', `/api/payment-methods/${method.id}`)).status).toBe(204);
    const list = (await (await call(bob, 'GET', '/api/payment-methods')).json()) as PaymentMethod[];
    expect(list.map((m) => m.id)).not.toContain(method.id);
    expect((await call(bob, 'DELETE', `/api/payment-methods/${method.id}`)).status).toBe(404);
  });
});

describe('internal ownership check', () => {
  const check = (userId: string, id: string, token = internalToken) =>
    fetch(`${app.baseUrl}/internal/users/${userId}/payment-methods/${id}`, {
      headers: { 'x-internal-token': token },
    });

  it("answers a seller's live method and 404 for anyone else's", async () => {
    const method = await add(ann, { type: 'paypal', accountInfo: 'ann@example.com' });
    const own = await check(ann.id, method.id);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: method.id, type: 'paypal' });
    expect((await check(bob.id, method.id)).status).toBe(404);
    expect((await check(ann.id, 'not-an-id')).status).toBe(404);
  });

  it('refuses a caller without the internal token', async () => {
    const method = await add(ann, { type: 'paypal', accountInfo: 'ann@example.com' });
    expect((await check(ann.id, method.id, 'wrong-token-wrong-token')).status).toBe(401);
  });
});
