import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPayoutsPage, PaymentMethod, PayoutRequest, Payout } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { internalToken, startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';

let app: PaymentsHarness;
let ann: TestUser;
let bob: TestUser;
let admin: TestUser;
let annMethod: PaymentMethod;

const hex24 = () => randomUUID().replace(/-/g, '').slice(0, 24);

beforeAll(async () => {
  app = await startPayments();
  ann = await app.signIn('ann');
  bob = await app.signIn('bob');
  admin = await app.signInAdmin('ops');
  const res = await fetch(`${app.baseUrl}/api/payment-methods`, {
    method: 'POST',
    headers: { cookie: ann.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'paypal', accountInfo: 'ann@example.com' }),
  });
  annMethod = (await res.json()) as PaymentMethod;
});
afterAll(() => app.close());

function payoutFor(submissionId: string, n = 1, seller = ann): PayoutRequest {
  return {
    completionId: `${submissionId}.${n}`,
    submissionId,
    sellerId: seller.id,
    username: seller.username,
    amountCents: 9300,
    paymentMethod: { id: annMethod.id, type: 'paypal', account: '•••• .com' },
  };
}

function deliver(
  path: string,
  payload: unknown,
  key: string = randomUUID(),
  token = internalToken,
) {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': token,
      'idempotency-key': key,
    },
    body: JSON.stringify({ id: key, topic: 'test', payload }),
  });
}

async function transactionsOf(user: TestUser): Promise<Payout[]> {
  const res = await fetch(`${app.baseUrl}/api/transactions`, { headers: { cookie: user.cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as Payout[];
}

const ofSubmission = async (user: TestUser, submissionId: string) =>
  (await transactionsOf(user)).filter((t) => t.giftCardId === submissionId);

describe('booking a payout (the outbox delivers here)', () => {
  it('books one pending payout of the quote to the chosen method, then the sandbox completes it', async () => {
    const submissionId = hex24();
    const res = await deliver('/internal/payouts', payoutFor(submissionId));
    expect(res.status).toBe(201);
    const booked = (await res.json()) as Payout;
    expect(booked).toMatchObject({
      giftCardId: submissionId,
      sellerId: ann.id,
      type: 'payout',
      amount: '93.00',
      amountCents: 9300,
      status: 'pending',
      paymentMethod: { id: annMethod.id, type: 'paypal' },
    });
    await vi.waitFor(async () => {
      const [payout] = await ofSubmission(ann, submissionId);
      expect(payout?.status).toBe('completed');
    });
  });

  it('applies a redelivered message once and answers the first answer', async () => {
    const submissionId = hex24();
    const key = randomUUID();
    const first = (await (
      await deliver('/internal/payouts', payoutFor(submissionId), key)
    ).json()) as Payout;
    const again = await deliver('/internal/payouts', payoutFor(submissionId), key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Payout).id).toBe(first.id);
    expect(await ofSubmission(ann, submissionId)).toHaveLength(1);
  });

  it('books one payout per completion even when ten deliveries with different keys race', async () => {
    const submissionId = hex24();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver('/internal/payouts', payoutFor(submissionId))),
    );
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBe(201);
      ids.add(((await res.json()) as Payout).id);
    }
    expect(ids.size).toBe(1);
    expect(await ofSubmission(ann, submissionId)).toHaveLength(1);
  });

  it('refuses a second live payout of a submission until the first is reversed', async () => {
    const submissionId = hex24();
    expect((await deliver('/internal/payouts', payoutFor(submissionId, 1))).status).toBe(201);
    const early = await deliver('/internal/payouts', payoutFor(submissionId, 2));
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/not reversed yet/);

    const reversal = await deliver('/internal/payouts/reversals', {
      completionId: `${submissionId}.1`,
      submissionId,
    });
    expect(reversal.status).toBe(200);
    expect(((await reversal.json()) as Payout).status).toBe('reversed');

    expect((await deliver('/internal/payouts', payoutFor(submissionId, 2))).status).toBe(201);
    const statuses = (await ofSubmission(ann, submissionId)).map((t) => t.status);
    expect(statuses).toHaveLength(2);
    expect(statuses.filter((s) => s === 'reversed')).toHaveLength(1);
  });

  it('keeps a reversed payout reversed: the sender does not complete it afterwards', async () => {
    const submissionId = hex24();
    await deliver('/internal/payouts', payoutFor(submissionId));
    await deliver('/internal/payouts/reversals', {
      completionId: `${submissionId}.1`,
      submissionId,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ofSubmission(ann, submissionId)).map((t) => t.status)).toEqual(['reversed']);
  });

  it('answers 409 to a reversal that overtook its payout, so the outbox retries it', async () => {
    const submissionId = hex24();
    const res = await deliver('/internal/payouts/reversals', {
      completionId: `${submissionId}.1`,
      submissionId,
    });
    expect(res.status).toBe(409);
    expect(await ofSubmission(ann, submissionId)).toHaveLength(0);
  });

  it('refuses a delivery without the internal token, without a key, or with a bad payload', async () => {
    const payload = payoutFor(hex24());
    expect((await deliver('/internal/payouts', payload, randomUUID(), 'wrong-token')).status).toBe(
      401,
    );
    const noKey = await fetch(`${app.baseUrl}/internal/payouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
      body: JSON.stringify({ id: 'x', topic: 't', payload }),
    });
    expect(noKey.status).toBe(400);
    const bad = await deliver('/internal/payouts', { ...payload, amountCents: -5 });
    expect(bad.status).toBe(400);
    expect(await ofSubmission(ann, payload.submissionId)).toHaveLength(0);
  });
});

describe('reading transactions', () => {
  it('shows a seller only their own payouts, newest first', async () => {
    const older = hex24();
    const newer = hex24();
    await deliver('/internal/payouts', payoutFor(older, 1, bob));
    await deliver('/internal/payouts', payoutFor(newer, 1, bob));
    const bobs = await transactionsOf(bob);
    expect(bobs.map((t) => t.giftCardId)).toEqual([newer, older]);
    expect((await transactionsOf(ann)).some((t) => t.sellerId === bob.id)).toBe(false);
  });

  it('answers 401 to a visitor and refuses sellers the admin list', async () => {
    expect((await fetch(`${app.baseUrl}/api/transactions`)).status).toBe(401);
    const asSeller = await fetch(`${app.baseUrl}/api/admin/transactions`, {
      headers: { cookie: ann.cookie },
    });
    expect(asSeller.status).toBe(403);
    expect(await transactionsOf(ann)).not.toContainEqual(
      expect.objectContaining({ username: 'bob' }),
    );
  });

  // docs/product.md#admin-roles: the transactions list is the owner's and finance's.
  it('lists transactions for a finance admin and refuses a reviewer and a support agent', async () => {
    const list = async (who: TestUser) =>
      fetch(`${app.baseUrl}/api/admin/transactions`, { headers: { cookie: who.cookie } });
    expect((await list(await app.signInAdmin('fin', 'finance'))).status).toBe(200);
    for (const role of ['reviewer', 'support'] as const) {
      const res = await list(await app.signInAdmin(`a-${role}`, role));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Your role does not allow this' });
    }
  });

  it('lists every payout for admins with the username, paged newest first and by status', async () => {
    const get = async (query: string) => {
      const res = await fetch(`${app.baseUrl}/api/admin/transactions${query}`, {
        headers: { cookie: admin.cookie },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as AdminPayoutsPage;
    };
    const all = await get('?limit=200');
    expect(all.total).toBe(all.items.length);
    expect(all.items.some((t) => t.username === 'bob')).toBe(true);

    const first = await get('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.total);
    const second = await get(`?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second.items.map((t) => t.id)).toEqual(all.items.slice(2, 4).map((t) => t.id));

    const reversed = await get('?status=reversed');
    expect(reversed.items.length).toBeGreaterThan(0);
    expect(reversed.items.every((t) => t.status === 'reversed')).toBe(true);

    const bad = await fetch(`${app.baseUrl}/api/admin/transactions?limit=0`, {
      headers: { cookie: admin.cookie },
    });
    expect(bad.status).toBe(400);
  });
});

describe('a payout the provider refuses', () => {
  it('ends failed with the provider’s reason', async () => {
    const failing = await startPayments({ env: { PAYOUT_SANDBOX_FAILURE: 'Account closed' } });
    try {
      const carl = await failing.signIn('carl');
      const method = (await (
        await fetch(`${failing.baseUrl}/api/payment-methods`, {
          method: 'POST',
          headers: { cookie: carl.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'venmo', accountInfo: '@carl' }),
        })
      ).json()) as PaymentMethod;
      const submissionId = hex24();
      const res = await fetch(`${failing.baseUrl}/internal/payouts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-internal-token': internalToken,
          'idempotency-key': 'k1',
        },
        body: JSON.stringify({
          id: 'k1',
          topic: 'test',
          payload: {
            ...payoutFor(submissionId, 1, carl),
            paymentMethod: { id: method.id, type: 'venmo', account: '•••• carl' },
          },
        }),
      });
      expect(res.status).toBe(201);
      await vi.waitFor(async () => {
        const list = (await (
          await fetch(`${failing.baseUrl}/api/transactions`, { headers: { cookie: carl.cookie } })
        ).json()) as Payout[];
        expect(list[0]).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
      });
    } finally {
      await failing.close();
    }
  });
});
