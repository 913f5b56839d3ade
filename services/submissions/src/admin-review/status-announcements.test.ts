import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSubmission, SubmitGiftCardResponse } from '@cardbridge/contracts';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import { recordingNeighbour } from '../testing/recording-neighbour';
import { submissionForm, submit } from '../testing/submit-request';

type Neighbour = Awaited<ReturnType<typeof recordingNeighbour>>;

let app: SubmissionsHarness;
let payments: Neighbour;
let identity: Neighbour;
let admin: TestUser;
let seller: TestUser;
let method: string;

beforeAll(async () => {
  payments = await recordingNeighbour('payments');
  identity = await recordingNeighbour('identity');
  app = await startSubmissions({ neighbourClients: [payments.client, identity.client] });
  admin = await app.signInAdmin('ops-admin');
  seller = await app.signIn('ana');
  method = app.addPayoutMethod(seller);
});
afterAll(async () => {
  await app.close();
  await payments.close();
  await identity.close();
});

async function submitCard() {
  const res = await submit(
    app.baseUrl,
    seller,
    submissionForm(
      {
        brand: 'Amazon',
        denomination: '100',
        cardNumber: '6006-4912-3456-7890',
        cardFormat: 'physical',
        cardCondition: 'brand_new',
        paymentMethodId: method,
      },
      [{ name: 'front.jpg', bytes: jpeg(2048) }],
    ),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as SubmitGiftCardResponse).submission;
}

const setStatus = (id: string, status: string, reason?: string) =>
  fetch(`${app.baseUrl}/api/admin/submissions/${id}/status`, {
    method: 'PATCH',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status, reason }),
  });

const to = (neighbour: Neighbour, submissionId: string, path?: string) =>
  neighbour.deliveries.filter(
    (d) => d.body.payload.submissionId === submissionId && (!path || d.path === path),
  );

describe('what a status change announces (docs/product.md#payouts-and-transactions)', () => {
  it('books one payout of the quote to the chosen method when completed, naming who completed it, and tells the seller', async () => {
    const card = await submitCard();
    expect((await setStatus(card.id, 'completed')).status).toBe(200);
    await vi.waitFor(() => expect(to(payments, card.id)).toHaveLength(1));
    const [payout] = to(payments, card.id);
    expect(payout?.path).toBe('/internal/payouts');
    expect(payout?.key).toBe(`payout.${card.id}.1`);
    expect(payout?.body.payload).toMatchObject({
      completionId: `${card.id}.1`,
      sellerId: seller.id,
      username: 'ana',
      amountCents: card.quoteCents,
      paymentMethod: { id: method, type: 'paypal' },
      // A large payout waits for another admin than this one (docs/product.md#four-eyes-approval).
      completedBy: { id: admin.id, username: 'ops-admin' },
    });
    await vi.waitFor(() => expect(to(identity, card.id)).toHaveLength(1));
    expect(to(identity, card.id)[0]?.body.payload).toMatchObject({
      sellerId: seller.id,
      brand: 'Amazon',
      amount: '100.00',
      quote: card.quote,
      status: 'completed',
      reason: null,
    });
  });

  it('reverses that completion’s payout on revert, and books a new one when completed again', async () => {
    const card = await submitCard();
    await setStatus(card.id, 'completed');
    expect((await setStatus(card.id, 'processing')).status).toBe(200);
    expect((await setStatus(card.id, 'completed')).status).toBe(200);
    await vi.waitFor(() => expect(to(payments, card.id)).toHaveLength(3));
    expect(to(payments, card.id).map((d) => [d.path, d.body.payload.completionId])).toEqual([
      ['/internal/payouts', `${card.id}.1`],
      ['/internal/payouts/reversals', `${card.id}.1`],
      ['/internal/payouts', `${card.id}.2`],
    ]);
    await vi.waitFor(() =>
      expect(to(identity, card.id).map((d) => d.body.payload.status)).toEqual([
        'completed',
        'processing',
        'completed',
      ]),
    );
  });

  it('sends the reason with a rejection notice and books no payout', async () => {
    const card = await submitCard();
    expect((await setStatus(card.id, 'rejected', 'The card has no balance')).status).toBe(200);
    await vi.waitFor(() => expect(to(identity, card.id)).toHaveLength(1));
    expect(to(identity, card.id)[0]?.body.payload).toMatchObject({
      status: 'rejected',
      reason: 'The card has no balance',
    });
    expect(to(payments, card.id)).toHaveLength(0);
  });

  it('lets exactly one of ten concurrent completions win, and books one payout', async () => {
    const card = await submitCard();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => setStatus(card.id, 'completed')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const refusal = (await answers.find((res) => res.status === 409)?.json()) as {
      message: string;
    };
    expect(refusal.message).toMatch(/is completed now/);
    await vi.waitFor(() => expect(to(identity, card.id)).toHaveLength(1));
    expect(to(payments, card.id)).toHaveLength(1);
  });

  it('keeps a message while payments is down and delivers it once when it is back', async () => {
    payments.answerWith(503);
    const card = await submitCard();
    await setStatus(card.id, 'completed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(to(payments, card.id)).toHaveLength(0);
    const waiting = await app.db
      .collection<{ outbox?: { id: string; attempts: number }[] }>('gift_cards')
      .findOne({ 'outbox.id': `payout.${card.id}.1` });
    expect(waiting?.outbox?.find((m) => m.id === `payout.${card.id}.1`)?.attempts).toBeGreaterThan(
      0,
    );

    payments.answerWith(201);
    await vi.waitFor(() => expect(to(payments, card.id)).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(async () => {
      const doc = await app.db
        .collection<{ outbox?: unknown[] }>('gift_cards')
        .findOne({ 'outbox.id': `payout.${card.id}.1` });
      expect(doc).toBeNull();
    });
    expect(to(payments, card.id)).toHaveLength(1);
  });

  it('never shows the outbox to the seller or the admin', async () => {
    const card = await submitCard();
    payments.answerWith(503);
    await setStatus(card.id, 'completed');
    const mine = (await (
      await fetch(`${app.baseUrl}/api/my-submissions`, { headers: { cookie: seller.cookie } })
    ).json()) as Record<string, unknown>[];
    expect(mine.find((s) => s.id === card.id)).not.toHaveProperty('outbox');
    const page = (await (
      await fetch(`${app.baseUrl}/api/admin/submissions?q=${card.id}`, {
        headers: { cookie: admin.cookie },
      })
    ).json()) as { items: AdminSubmission[] };
    expect(page.items[0]).not.toHaveProperty('outbox');
    payments.answerWith(201);
  });
});
