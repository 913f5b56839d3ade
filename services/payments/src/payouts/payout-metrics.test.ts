import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutRequest } from '@cardbridge/contracts';
import { scrapeMetrics } from '@cardbridge/service-kit/testing';
import { internalToken, startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';

let app: PaymentsHarness;

// The sender is off: booked payouts stay pending until the test moves them.
beforeAll(async () => {
  app = await startPayments({ startWorkers: false });
});
afterAll(() => app.close());

const hex24 = () => randomUUID().replace(/-/g, '').slice(0, 24);

function book(submissionId: string) {
  const key = randomUUID();
  const payload: PayoutRequest = {
    completionId: `${submissionId}.1`,
    submissionId,
    sellerId: hex24(),
    username: 'ann',
    amountCents: 9300,
    paymentMethod: { id: hex24(), type: 'paypal', account: '•••• .com' },
  };
  return fetch(`${app.baseUrl}/internal/payouts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-internal-token': internalToken,
      'idempotency-key': key,
    },
    body: JSON.stringify({ id: key, topic: 'submission.completed', payload }),
  });
}

describe('payments /metrics (docs/product.md#metrics)', () => {
  it('tells the payouts by status and the bookings by route template', async () => {
    const submissions = [hex24(), hex24(), hex24()];
    for (const id of submissions) expect((await book(id)).status).toBe(201);
    await app.db
      .collection('transactions')
      .updateOne({ giftCardId: submissions[0] }, { $set: { status: 'failed' } });

    const scrape = await scrapeMetrics(app.baseUrl, internalToken);
    expect(scrape.value('cardbridge_payouts', { status: 'pending' })).toBe(2);
    expect(scrape.value('cardbridge_payouts', { status: 'failed' })).toBe(1);
    expect(scrape.value('cardbridge_payouts', { status: 'completed' })).toBe(0);
    expect(scrape.value('cardbridge_payouts', { status: 'reversed' })).toBe(0);
    expect(
      scrape.value('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/internal/payouts',
        status: '201',
      }),
    ).toBe(3);
  });

  it('refuses a scrape without the internal token', async () => {
    const res = await fetch(`${app.baseUrl}/metrics`, {
      headers: { 'x-internal-token': internalToken },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Internal token required' });
  });
});
