import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPayout, AdminPayoutsPage, PaymentMethod, Payout } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';
import { addPaypalMethod, auditEntriesOf, deliver } from '../testing/messages';
import type { PayoutOrder, PayoutProvider } from './payout-provider';

// docs/product.md#admin-roles: an owner or finance admin sends a failed payout again.

let app: PaymentsHarness;
let ann: TestUser;
let finance: TestUser;
let method: PaymentMethod;
/** Every order the provider was handed; it refuses while `refusing` is on. */
const orders: PayoutOrder[] = [];
let refusing = true;
const provider: PayoutProvider = {
  name: 'flaky',
  send: async (order) => {
    orders.push(order);
    return refusing
      ? { sent: false, reason: 'Account temporarily locked' }
      : { sent: true, reference: `ref-${order.payoutId}` };
  },
};

const hex24 = () => randomUUID().replace(/-/g, '').slice(0, 24);

beforeAll(async () => {
  app = await startPayments({ payoutProvider: provider });
  ann = await app.signIn('ann');
  finance = await app.signInAdmin('fred', 'finance');
  method = await addPaypalMethod(app.baseUrl, ann);
});
afterAll(() => app.close());

async function statusOf(id: string) {
  const res = await fetch(`${app.baseUrl}/api/admin/transactions?limit=100`, {
    headers: { cookie: finance.cookie },
  });
  return ((await res.json()) as AdminPayoutsPage).items.find((t) => t.id === id);
}

/** A payout the provider refused: booked, sent, failed. */
async function failedPayout(): Promise<Payout> {
  refusing = true;
  const submissionId = hex24();
  const res = await deliver(app.baseUrl, '/internal/payouts', {
    completionId: `${submissionId}.1`,
    submissionId,
    sellerId: ann.id,
    username: ann.username,
    amountCents: 2_500,
    paymentMethod: { id: method.id, type: 'paypal', account: null },
  });
  const payout = (await res.json()) as Payout;
  await vi.waitFor(async () => expect((await statusOf(payout.id))?.status).toBe('failed'));
  return payout;
}

async function retry(id: string, as: TestUser | null) {
  const res = await fetch(`${app.baseUrl}/api/admin/transactions/${id}/retry`, {
    method: 'POST',
    headers: as ? { cookie: as.cookie } : {},
  });
  return { status: res.status, body: (await res.json()) as AdminPayout & { message: string } };
}

describe('retrying a failed payout', () => {
  it('sends it again under a fresh provider key, and it is paid', async () => {
    const payout = await failedPayout();
    refusing = false;
    const res = await retry(payout.id, finance);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', failureReason: null });
    await vi.waitFor(async () => expect((await statusOf(payout.id))?.status).toBe('completed'));
    const keys = orders.filter((o) => o.payoutId.startsWith(payout.id)).map((o) => o.payoutId);
    expect(keys).toEqual([payout.id, `${payout.id}.retry-1`]);
    const [entry] = await auditEntriesOf(app.db, payout.id);
    expect(entry?.payload).toMatchObject({
      admin: 'fred',
      role: 'finance',
      action: 'payout.retry',
      target: `payout:${payout.id}`,
    });
  });

  it('answers 409 to retrying a payout that has not failed, and changes nothing', async () => {
    const payout = await failedPayout();
    refusing = false;
    await retry(payout.id, finance);
    await vi.waitFor(async () => expect((await statusOf(payout.id))?.status).toBe('completed'));
    const again = await retry(payout.id, finance);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'This payout is paid, not failed; only a failed payout can be retried.',
    });
    expect(orders.filter((o) => o.payoutId.startsWith(payout.id))).toHaveLength(2);
  });

  it('lets one of two simultaneous retries through', async () => {
    const payout = await failedPayout();
    refusing = false;
    const other = await app.signInAdmin('olive', 'owner');
    const answers = await Promise.all([retry(payout.id, finance), retry(payout.id, other)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await vi.waitFor(async () => expect((await statusOf(payout.id))?.status).toBe('completed'));
    expect(orders.filter((o) => o.payoutId === `${payout.id}.retry-1`)).toHaveLength(1);
  });

  it('refuses a reviewer and a support agent (403) and a visitor (401); 404 for an unknown id', async () => {
    const payout = await failedPayout();
    for (const role of ['reviewer', 'support'] as const) {
      const res = await retry(payout.id, await app.signInAdmin(`x-${role}`, role));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Your role does not allow this' });
    }
    expect((await retry(payout.id, null)).status).toBe(401);
    expect((await retry(hex24(), finance)).status).toBe(404);
    expect((await statusOf(payout.id))?.status).toBe('failed');
  });
});
