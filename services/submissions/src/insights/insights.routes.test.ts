import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubmissionInsights, SubmissionStatus } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { submissionForm, submit } from '../testing/submit-request';

let app: SubmissionsHarness;
let owner: TestUser;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.now();
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A stored submission with only what the insights read. */
const stored = (
  brand: string,
  status: SubmissionStatus,
  createdAt: number,
  decidedAt?: number,
) => ({
  brand,
  status,
  sellerId: 'seller-1',
  createdAt: new Date(createdAt),
  updatedAt: new Date(decidedAt ?? createdAt),
  ...(decidedAt !== undefined && { decidedAt: new Date(decidedAt) }),
});

// Decided two hours ago, after these many minutes of review.
const decided = now - 2 * 60 * MINUTE;
const amazon: [SubmissionStatus, number][] = [
  ['completed', 10],
  ['completed', 20],
  ['rejected', 30],
  ['completed', 40],
  ['completed', 50],
  ['failed', 60],
  ['completed', 70],
  ['completed', 80],
  ['rejected', 90],
  ['completed', 100],
];
// 5, 15 and 60 minutes: ordered as strings (300000, 3600000, 900000) the median would be 60.
const apple: [SubmissionStatus, number][] = [
  ['rejected', 5],
  ['completed', 15],
  ['rejected', 60],
];
const oldestPending = now - 3 * DAY;

beforeAll(async () => {
  app = await startSubmissions();
  owner = await app.signInAdmin('owner-ana', 'owner');
  await app.db.collection('gift_cards').insertMany([
    ...amazon.map(([status, m]) => stored('Amazon', status, decided - m * MINUTE, decided)),
    ...apple.map(([status, m]) => stored('Apple', status, decided - m * MINUTE, decided)),
    stored('Amazon', 'pending', oldestPending),
    stored('Amazon', 'pending', now - DAY),
    stored('Apple', 'pending', now - 60 * MINUTE),
    stored('Apple', 'processing', now - 30 * MINUTE),
    // Decided once, then reverted to processing: still a decision, made when it was first made.
    stored('Apple', 'processing', now - 3 * 60 * MINUTE, decided),
    // Ten days old, decided a day later: in the 30-day period, not in the 7-day one.
    stored('Target', 'completed', now - 10 * DAY, now - 9 * DAY),
  ]);
  // Stored straight into the collection: the daily totals are rebuilt from it, as on a first start.
  await app.rebuildInsights();
});
afterAll(() => app.close());

const insights = async (query: string, who: TestUser | null = owner) => {
  const res = await fetch(`${app.baseUrl}/api/admin/insights/submissions${query}`, {
    headers: who ? { cookie: who.cookie } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as SubmissionInsights & { message?: string },
  };
};

const createdTotals = (body: SubmissionInsights) => {
  const totals: Record<string, number> = {};
  for (const day of body.days) {
    for (const [status, n] of Object.entries(day.created))
      totals[status] = (totals[status] ?? 0) + n;
  }
  return totals;
};

describe('GET /api/admin/insights/submissions (docs/product.md#insights)', () => {
  it('counts the last 7 days: submissions per day by status, approvals, time to decision by brand, the queue', async () => {
    const { status, body } = await insights('?days=7');
    expect(status).toBe(200);
    expect(body.period.days).toBe(7);
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)?.day).toBe(dayOf(now));
    expect(body.period.from).toBe(`${body.days[0]?.day}T00:00:00.000Z`);
    expect(createdTotals(body)).toEqual({
      pending: 3,
      processing: 2,
      completed: 8,
      rejected: 4,
      failed: 1,
      awaiting_seller: 0,
      declined: 0,
      cancelled: 0,
    });
    const decidedDay = body.days.find((d) => d.day === dayOf(decided));
    expect(decidedDay).toMatchObject({ decided: 14, approved: 8, approvalRate: 0.571 });
    expect(body.approval).toEqual({ decided: 14, approved: 8, rate: 0.571 });
    expect(body.timeToDecision).toEqual([
      { brand: 'Amazon', count: 10, p50Minutes: 50, p90Minutes: 90 },
      { brand: 'Apple', count: 4, p50Minutes: 15, p90Minutes: 60 },
    ]);
    expect(body.queue).toMatchObject({
      pending: 3,
      processing: 2,
      oldestPendingAt: new Date(oldestPending).toISOString(),
    });
    expect(body.queue.oldestPendingMinutes).toBeGreaterThanOrEqual(3 * 24 * 60);
    expect(body.queue.oldestPendingMinutes).toBeLessThan(3 * 24 * 60 + 5);
  });

  it('reaches back 30 days (and 30 by default), days without submissions as zeros', async () => {
    const { body } = await insights('?days=30');
    expect(body.days).toHaveLength(30);
    expect(createdTotals(body).completed).toBe(9);
    expect(body.approval).toEqual({ decided: 15, approved: 9, rate: 0.6 });
    expect(body.timeToDecision.map((b) => [b.brand, b.count, b.p50Minutes])).toEqual([
      ['Amazon', 10, 50],
      ['Apple', 4, 15],
      ['Target', 1, 1440],
    ]);
    const quiet = body.days.find((d) => d.day === dayOf(now - 20 * DAY));
    expect(quiet).toEqual({
      day: dayOf(now - 20 * DAY),
      created: {
        pending: 0,
        processing: 0,
        completed: 0,
        rejected: 0,
        failed: 0,
        awaiting_seller: 0,
        declined: 0,
        cancelled: 0,
      },
      decided: 0,
      approved: 0,
      approvalRate: null,
    });
    expect((await insights('')).body).toEqual({
      ...body,
      period: { ...body.period, to: expect.any(String) },
      queue: { ...body.queue, oldestPendingMinutes: expect.any(Number) },
    });
  });

  it.each(['?days=14', '?days=abc', '?days=0', '?days=7.0x'])(
    'refuses any other range (%s) with 400',
    async (query) => {
      const { status, body } = await insights(query);
      expect(status).toBe(400);
      expect(body.message).toBe('days must be 7, 30 or 90');
    },
  );

  it('is for the roles with the insights permission only', async () => {
    expect((await insights('?days=7', null)).status).toBe(401);
    const reviewer = await app.signInAdmin('rita', 'reviewer');
    const refused = await insights('?days=7', reviewer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role does not allow this');
    const finance = await app.signInAdmin('fin', 'finance');
    expect((await insights('?days=7', finance)).status).toBe(200);
  });

  it('records a decision when an admin makes it, and keeps its time through a revert', async () => {
    const seller = await app.signIn('sam');
    const method = app.addPayoutMethod(seller);
    const form = submissionForm(
      {
        brand: 'Walmart',
        denomination: '50',
        cardNumber: '6006-4912-3456-7811',
        cardFormat: 'physical',
        cardCondition: 'brand_new',
        paymentMethodId: method,
      },
      [{ name: 'front.jpg', bytes: jpeg(2048) }],
    );
    const created = await submit(app.baseUrl, seller, form);
    expect(created.status).toBe(201);
    const { submission } = (await created.json()) as { submission: { id: string } };
    const move = (body: object) =>
      fetch(`${app.baseUrl}/api/admin/submissions/${submission.id}/status`, {
        method: 'PATCH',
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await move({ status: 'rejected', reason: 'Balance is zero' })).status).toBe(200);
    // The totals follow as the outbox relay applies each move's tally.
    const first = await vi.waitFor(
      async () => {
        const { body } = await insights('?days=7');
        expect(body.approval).toEqual({ decided: 15, approved: 8, rate: 0.533 });
        expect(body.timeToDecision.find((b) => b.brand === 'Walmart')).toMatchObject({ count: 1 });
        return body;
      },
      { timeout: 10_000 },
    );

    expect((await move({ status: 'processing' })).status).toBe(200);
    expect((await move({ status: 'completed' })).status).toBe(200);
    await vi.waitFor(
      async () => {
        const later = (await insights('?days=7')).body;
        // Still one decision, first made as a rejection; it counts as approved now it is completed.
        expect(later.approval).toEqual({ decided: 15, approved: 9, rate: 0.6 });
        expect(later.timeToDecision.find((b) => b.brand === 'Walmart')).toEqual(
          first.timeToDecision.find((b) => b.brand === 'Walmart'),
        );
      },
      { timeout: 10_000 },
    );
  });
});
