import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  PaymentMethod,
  Payout,
  PayoutInsights,
  PayoutRequest,
  PayoutStatus,
} from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';
import { addPaypalMethod, deliver } from '../testing/messages';

let app: PaymentsHarness;
let ann: TestUser;
let owner: TestUser;
let finance: TestUser;
let method: PaymentMethod;
/** The provider pays each payout once its id is listed here, and fails any other. */
const payable = new Set<string>();

const hex24 = () => randomUUID().replace(/-/g, '').slice(0, 24);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startPayments({
    payoutProvider: {
      name: 'choosing',
      send: async (order) =>
        payable.has(order.payoutId.split('.')[0]!)
          ? { sent: true, reference: `ref-${order.payoutId}` }
          : { sent: false, reason: 'Declined by the provider' },
    },
  });
  ann = await app.signIn('ann');
  owner = await app.signInAdmin('olive', 'owner');
  finance = await app.signInAdmin('fred', 'finance');
  method = await addPaypalMethod(app.baseUrl, ann);
});
afterAll(() => app.close());

const insights = async () => {
  const res = await fetch(`${app.baseUrl}/api/admin/insights/payouts?days=7`, {
    headers: { cookie: owner.cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PayoutInsights;
};

/** Today's payouts by status (zeros left out) and the brand's time to payout, once `check` holds. */
const todayWhen = (check: (figures: Figures) => void) =>
  vi.waitFor(
    async () => {
      const body = await insights();
      const day = body.days.find((d) => d.day === today())!;
      const figures = {
        byStatus: Object.fromEntries(
          Object.entries(day.byStatus).filter(([, s]) => s.count > 0),
        ) as Partial<Record<PayoutStatus, { count: number; amountCents: number }>>,
        walmart: body.timeToPayout.find((b) => b.brand === 'Walmart') ?? null,
      };
      check(figures);
      return { body, figures };
    },
    { timeout: 10_000, interval: 50 },
  );
type Figures = {
  byStatus: Partial<Record<PayoutStatus, { count: number; amountCents: number }>>;
  walmart: PayoutInsights['timeToPayout'][number] | null;
};

async function book(amountCents: number) {
  const submissionId = hex24();
  const payload: PayoutRequest = {
    completionId: `${submissionId}.1`,
    submissionId,
    sellerId: ann.id,
    username: ann.username,
    amountCents,
    paymentMethod: { id: method.id, type: 'paypal', account: '•••• .com' },
    brand: 'Walmart',
    completedAt: new Date().toISOString(),
    completedBy: { id: owner.id, username: owner.username },
  };
  const res = await deliver(app.baseUrl, '/internal/payouts', payload);
  expect(res.status).toBe(201);
  return { ...((await res.json()) as Payout), completionId: payload.completionId, submissionId };
}

const adminPost = async (path: string, as: TestUser) => {
  const res = await fetch(`${app.baseUrl}/api/admin/transactions/${path}`, {
    method: 'POST',
    headers: { cookie: as.cookie },
  });
  expect(res.status).toBe(200);
};

describe('the payouts daily totals (docs/product.md#insights)', () => {
  it('follow each payout from booking through approval, failure, retry, payment and reversal', async () => {
    const held = await book(60_000);
    await todayWhen((f) =>
      expect(f.byStatus).toEqual({ awaiting_approval: { count: 1, amountCents: 60_000 } }),
    );

    // Approved, sent and failed by the provider; retried and paid.
    await adminPost(`${held.id}/approve`, finance);
    await todayWhen((f) =>
      expect(f.byStatus).toEqual({ failed: { count: 1, amountCents: 60_000 } }),
    );
    payable.add(held.id);
    await adminPost(`${held.id}/retry`, finance);
    const paid = await todayWhen((f) => {
      expect(f.byStatus).toEqual({ completed: { count: 1, amountCents: 60_000 } });
      expect(f.walmart).toMatchObject({ count: 1 });
    });
    expect(paid.body.totals).toEqual({ count: 1, amountCents: 60_000, paidCents: 60_000 });

    // Reversed: booked that day as reversed now, and still paid when it was paid.
    const reversal = await deliver(app.baseUrl, '/internal/payouts/reversals', {
      completionId: held.completionId,
      submissionId: held.submissionId,
    });
    expect(reversal.status).toBe(200);
    await todayWhen((f) => {
      expect(f.byStatus).toEqual({ reversed: { count: 1, amountCents: 60_000 } });
      expect(f.walmart).toEqual(paid.figures.walmart);
    });
  });

  it('rebuilt from the payouts, give the figures the tallies gave', async () => {
    const { body: incremental } = await todayWhen(() => undefined);
    expect(incremental.totals.count).toBe(1);
    expect((await app.rebuildInsights())?.records).toBe(1);
    expect({ ...(await insights()), period: null }).toEqual({ ...incremental, period: null });
  });
});
