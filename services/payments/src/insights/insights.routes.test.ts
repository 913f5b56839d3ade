import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  PaymentMethod,
  PayoutInsights,
  PayoutRequest,
  PayoutStatus,
} from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { internalToken, startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';

let app: PaymentsHarness;
let owner: TestUser;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.now();
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hex24 = () => randomUUID().replace(/-/g, '').slice(0, 24);

/** A stored payout with what the insights read; a pending one is leased so no sender takes it. */
function stored(
  status: PayoutStatus,
  amountCents: number,
  bookedAt: number,
  paidAfterMinutes?: number,
  brand: string | null = 'Amazon',
) {
  const id = hex24();
  return {
    sellerId: 'seller-1',
    username: 'ann',
    giftCardId: id,
    completionId: `${id}.1`,
    type: 'payout',
    amountCents,
    status,
    live: status !== 'reversed',
    paymentMethod: { id: 'm1', type: 'paypal', account: null },
    leaseUntil: status === 'pending' ? new Date(now + DAY) : null,
    brand,
    createdAt: new Date(bookedAt),
    updatedAt: new Date(bookedAt),
    completedAt: new Date(bookedAt),
    paidAt: paidAfterMinutes === undefined ? null : new Date(bookedAt + paidAfterMinutes * MINUTE),
  };
}

const booked = now - 2 * 60 * MINUTE;

beforeAll(async () => {
  app = await startPayments();
  owner = await app.signInAdmin('owner-ana', 'owner');
  await app.db.collection('transactions').insertMany([
    // 30, 5 and 10 minutes to be paid: ordered as strings (1800000, 300000, 600000) the median would be 5.
    stored('completed', 1000, booked, 30),
    stored('completed', 2000, booked, 5),
    stored('completed', 3000, booked, 10),
    stored('failed', 500, booked),
    stored('pending', 700, booked),
    stored('reversed', 800, booked),
    // Booked before payouts recorded their brand.
    stored('completed', 400, booked, 120, null),
    // Ten days ago: in the 30-day period only.
    stored('completed', 10_000, now - 10 * DAY, 60, 'Target'),
  ]);
  // Stored straight into the collection: the daily totals are rebuilt from it, as on a first start.
  await app.rebuildInsights();
});
afterAll(() => app.close());

const insights = async (query: string, who: TestUser | null = owner) => {
  const res = await fetch(`${app.baseUrl}/api/admin/insights/payouts${query}`, {
    headers: who ? { cookie: who.cookie } : {},
  });
  return { status: res.status, body: (await res.json()) as PayoutInsights & { message?: string } };
};

describe('GET /api/admin/insights/payouts (docs/product.md#insights)', () => {
  it('sums the last 7 days: payouts booked per day by status, and time to payout by brand', async () => {
    const { status, body } = await insights('?days=7');
    expect(status).toBe(200);
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)?.day).toBe(dayOf(now));
    expect(body.totals).toEqual({ count: 7, amountCents: 8400, paidCents: 6400 });
    const day = body.days.find((d) => d.day === dayOf(booked));
    expect(day?.byStatus).toEqual({
      awaiting_approval: { count: 0, amountCents: 0 },
      pending: { count: 1, amountCents: 700 },
      completed: { count: 4, amountCents: 6400 },
      failed: { count: 1, amountCents: 500 },
      declined: { count: 0, amountCents: 0 },
      reversed: { count: 1, amountCents: 800 },
    });
    expect(body.timeToPayout).toEqual([
      { brand: null, count: 1, p50Minutes: 120, p90Minutes: 120 },
      { brand: 'Amazon', count: 3, p50Minutes: 10, p90Minutes: 30 },
    ]);
  });

  it('reaches back 30 days, days without payouts as zeros', async () => {
    const { body } = await insights('?days=30');
    expect(body.days).toHaveLength(30);
    expect(body.totals).toEqual({ count: 8, amountCents: 18_400, paidCents: 16_400 });
    expect(body.timeToPayout.map((b) => [b.brand, b.count, b.p50Minutes])).toEqual([
      [null, 1, 120],
      ['Amazon', 3, 10],
      ['Target', 1, 60],
    ]);
    expect(body.days.find((d) => d.day === dayOf(now - 20 * DAY))).toMatchObject({
      count: 0,
      amountCents: 0,
    });
  });

  it.each(['?days=1', '?days=seven', '?days=90days'])('refuses %s with 400', async (query) => {
    const { status, body } = await insights(query);
    expect(status).toBe(400);
    expect(body.message).toBe('days must be 7, 30 or 90');
  });

  it('is for the roles with the insights permission only', async () => {
    expect((await insights('?days=7', null)).status).toBe(401);
    const support = await app.signInAdmin('sue', 'support');
    expect((await insights('?days=7', support)).status).toBe(403);
    expect((await insights('?days=7', await app.signInAdmin('fin', 'finance'))).status).toBe(200);
  });

  it('times a payout from the completion the submission announced to the moment it was paid', async () => {
    const ann = await app.signIn('ann');
    const res = await fetch(`${app.baseUrl}/api/payment-methods`, {
      method: 'POST',
      headers: { cookie: ann.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'paypal', accountInfo: 'ann@example.com' }),
    });
    const method = (await res.json()) as PaymentMethod;
    const submissionId = hex24();
    const request: PayoutRequest = {
      completionId: `${submissionId}.1`,
      submissionId,
      sellerId: ann.id,
      username: ann.username,
      amountCents: 4500,
      paymentMethod: { id: method.id, type: 'paypal', account: '•••• .com' },
      brand: 'Walmart',
      completedAt: new Date(Date.now() - 3 * MINUTE).toISOString(),
    };
    const key = randomUUID();
    const delivered = await fetch(`${app.baseUrl}/internal/payouts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-internal-token': internalToken,
        'idempotency-key': key,
      },
      body: JSON.stringify({ id: key, topic: 'submission.completed', payload: request }),
    });
    expect(delivered.status).toBe(201);
    await vi.waitFor(async () => {
      const { body } = await insights('?days=7');
      const walmart = body.timeToPayout.find((b) => b.brand === 'Walmart');
      expect(walmart?.count).toBe(1);
      expect(walmart?.p50Minutes).toBeGreaterThanOrEqual(3);
      expect(walmart?.p50Minutes).toBeLessThan(4);
    });
  });
});
