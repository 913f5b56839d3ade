import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';

let app: PaymentsHarness;
let ann: TestUser;

beforeAll(async () => {
  app = await startPayments();
  ann = await app.signIn('ann');
});
afterAll(() => app.close());

function call(method: string, path: string, body?: unknown) {
  return fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { cookie: ann.cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const stored = (id: string) =>
  app.db.collection('payment_methods').findOne({ _id: new Types.ObjectId(id) });

const bank = '021000021 / 9876543210';
const address = '12 Main St, Springfield, IL 62701';

describe('payout accounts at rest (docs/product.md#payout-methods)', () => {
  it('stores a bank account sealed and shows it masked to its last four digits', async () => {
    const res = await call('POST', '/api/payment-methods', {
      type: 'bank_transfer',
      accountInfo: bank,
    });
    expect(res.status).toBe(201);
    const method = (await res.json()) as PaymentMethod;
    expect(method.accountInfo).toBe('•••• 3210');
    const list = (await (await call('GET', '/api/payment-methods')).json()) as PaymentMethod[];
    expect(list.find((m) => m.id === method.id)?.accountInfo).toBe('•••• 3210');

    const raw = JSON.stringify(await stored(method.id));
    expect(raw).not.toContain('9876543210');
    expect(raw).not.toContain('021000021');
    expect(raw).toMatch(/"accountInfoSealed":"v1\./);
  });

  it('stores a postal address sealed and shows it in full to its owner', async () => {
    const res = await call('POST', '/api/payment-methods', {
      type: 'check_by_mail',
      accountInfo: address,
    });
    const method = (await res.json()) as PaymentMethod;
    expect(method.accountInfo).toBe(address);
    expect(JSON.stringify(await stored(method.id))).not.toContain('Main St');
  });

  it('keeps the account when an edit sends back the masked form, and seals a new one', async () => {
    const method = (await (
      await call('POST', '/api/payment-methods', { type: 'bank_transfer', accountInfo: bank })
    ).json()) as PaymentMethod;
    const renamed = await call('PATCH', `/api/payment-methods/${method.id}`, {
      type: 'bank_transfer',
      accountName: 'Checking',
      accountInfo: '•••• 3210',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      accountName: 'Checking',
      accountInfo: '•••• 3210',
    });

    const moved = await call('PATCH', `/api/payment-methods/${method.id}`, {
      accountInfo: '021000021 / 1111222233',
    });
    expect(await moved.json()).toMatchObject({ accountInfo: '•••• 2233' });
    expect(JSON.stringify(await stored(method.id))).not.toContain('1111222233');
  });

  it('still reads a method stored in the clear before accounts were sealed', async () => {
    const { insertedId } = await app.db.collection('payment_methods').insertOne({
      userId: ann.id,
      type: 'paypal',
      accountInfo: 'legacy@example.com',
      accountName: '',
      isDefault: false,
      isActive: true,
      deletedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const list = (await (await call('GET', '/api/payment-methods')).json()) as PaymentMethod[];
    expect(list.find((m) => m.id === String(insertedId))?.accountInfo).toBe('legacy@example.com');
  });
});
