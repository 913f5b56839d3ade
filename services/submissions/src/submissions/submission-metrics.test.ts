import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import { scrapeMetrics } from '@cardbridge/service-kit/testing';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { internalToken, startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { digitalCardFields, submissionForm, submit } from '../testing/submit-request';

let app: SubmissionsHarness;
let admin: TestUser;
let seller: TestUser;
let method: string;

// The neighbours are unreachable here: every announcement stays in the outbox.
beforeAll(async () => {
  app = await startSubmissions();
  admin = await app.signInAdmin('ops-admin');
  seller = await app.signIn('ana');
  method = app.addPayoutMethod(seller);
});
afterAll(() => app.close());

async function submitCard() {
  const form = submissionForm(digitalCardFields(method), [{ name: 'c.jpg', bytes: jpeg(2048) }]);
  const res = await submit(app.baseUrl, seller, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as SubmitGiftCardResponse).submission.id;
}

const setStatus = (id: string, status: string) =>
  fetch(`${app.baseUrl}/api/admin/submissions/${id}/status`, {
    method: 'PATCH',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });

describe('submissions /metrics (docs/product.md#metrics)', () => {
  it('tells the traffic by route template, the queue by status and the outbox backlog', async () => {
    const [waiting, reviewed, paid] = [await submitCard(), await submitCard(), await submitCard()];
    expect((await setStatus(reviewed!, 'processing')).status).toBe(200);
    expect((await setStatus(paid!, 'completed')).status).toBe(200);
    expect((await setStatus(paid!, 'pending')).status).toBe(409);
    // The oldest pending submission arrived an hour ago.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await app.db
      .collection('gift_cards')
      .updateOne({ _id: new Types.ObjectId(waiting) }, { $set: { createdAt: anHourAgo } });

    const scrape = await scrapeMetrics(app.baseUrl, internalToken);
    const requests = (labels: Record<string, string>) =>
      scrape.value('http_request_duration_seconds_count', labels);
    expect(requests({ method: 'POST', route: '/api/submit-gift-card', status: '201' })).toBe(3);
    expect(
      requests({ method: 'PATCH', route: '/api/admin/submissions/:id/status', status: '200' }),
    ).toBe(2);
    expect(
      requests({ method: 'PATCH', route: '/api/admin/submissions/:id/status', status: '409' }),
    ).toBe(1);
    expect(scrape.text).not.toContain(paid);

    expect(scrape.value('cardbridge_submissions', { status: 'pending' })).toBe(1);
    expect(scrape.value('cardbridge_submissions', { status: 'processing' })).toBe(1);
    expect(scrape.value('cardbridge_submissions', { status: 'completed' })).toBe(1);
    expect(scrape.value('cardbridge_submissions', { status: 'rejected' })).toBe(0);
    const age = scrape.value('cardbridge_oldest_pending_submission_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);

    const stored = await app.db
      .collection<{ outbox?: unknown[] }>('gift_cards')
      .find({ 'outbox.0': { $exists: true } })
      .toArray();
    const undelivered = stored.reduce((sum, doc) => sum + (doc.outbox?.length ?? 0), 0);
    expect(undelivered).toBeGreaterThanOrEqual(2);
    expect(scrape.value('cardbridge_outbox_backlog_messages', { outbox: 'gift_cards' })).toBe(
      undelivered,
    );
    expect(
      scrape.value('cardbridge_outbox_oldest_message_age_seconds', { outbox: 'gift_cards' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('answers only a scraper holding the internal token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { cookie: admin.cookie },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${app.baseUrl}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Internal token required' });
    }
  });
});
