import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubmission } from '@cardbridge/contracts';
import { startSellerTrust } from '../testing/seller-trust-client';

type SellerTrust = Awaited<ReturnType<typeof startSellerTrust>>;

let { app, api, admin, seller, method } = {} as SellerTrust;

beforeAll(async () => {
  ({ app, api, admin, seller, method } = await startSellerTrust());
});
afterAll(() => app.close());

const claim = (id: string) =>
  fetch(`${app.baseUrl}/api/admin/submissions/${id}/claim`, {
    method: 'POST',
    headers: { cookie: admin.cookie },
  });

describe('a seller cancels a submission (docs/product.md#cancel)', () => {
  it('ends their own pending, unclaimed submission as cancelled; nothing is paid, the card stays sealed', async () => {
    const card = await api.submitCard(seller, method, { pin: '4321' });
    expect((await api.mine(seller, card.id))?.cancellable).toBe(true);
    const before = await api.stored(card.id);
    const res = await api.cancel(seller, card.id);
    expect(res.status).toBe(200);
    expect((await res.json()) as MySubmission).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      cardNumber: '•••• 7890',
    });
    const after = await api.stored(card.id);
    expect(after?.cardNumberSealed).toBe(before?.cardNumberSealed);
    expect(after?.pinSealed).toBe(before?.pinSealed);
    expect(JSON.stringify(after)).not.toContain('6006-4912-3456-7890');
    expect(after?.outbox.map((m: { topic: string }) => m.topic)).not.toContain(
      'submission.completed',
    );
    expect(after?.statusHistory.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      by: `seller:${seller.id}`,
    });
    // Cancelled is final: no admin move and no second cancel.
    expect((await api.setStatus(admin, card.id, { status: 'processing' })).status).toBe(409);
    expect((await api.cancel(seller, card.id)).status).toBe(409);
  });

  it('refuses a claimed, a decided or another seller’s submission, changing nothing', async () => {
    const claimed = await api.submitCard(seller, method);
    expect((await claim(claimed.id)).status).toBe(200);
    expect((await api.mine(seller, claimed.id))?.cancellable).toBe(false);
    const refused = await api.cancel(seller, claimed.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /can no longer be cancelled/,
    );
    expect((await api.mine(seller, claimed.id))?.status).toBe('pending');

    // A claim that lapsed no longer holds it.
    await app.db
      .collection('gift_cards')
      .updateOne(
        { _id: (await api.stored(claimed.id))!._id },
        { $set: { claimedUntil: new Date(Date.now() - 1000) } },
      );
    expect((await api.cancel(seller, claimed.id)).status).toBe(200);

    const decided = await api.submitCard(seller, method);
    await api.setStatus(admin, decided.id, { status: 'processing' });
    expect((await api.cancel(seller, decided.id)).status).toBe(409);
    expect((await api.mine(seller, decided.id))?.status).toBe('processing');

    const other = await app.signIn('bob');
    const pending = await api.submitCard(seller, method);
    expect((await api.cancel(other, pending.id)).status).toBe(404);
    expect((await api.cancel(seller, '65f0c1a2b3c4d5e6f7a8b9c0')).status).toBe(404);
    expect(
      (await fetch(`${app.baseUrl}/api/my-submissions/${pending.id}/cancel`, { method: 'POST' }))
        .status,
    ).toBe(401);
    expect((await api.mine(seller, pending.id))?.status).toBe('pending');
  });

  it('lets exactly one of a cancel and a claim at the same moment win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const card = await api.submitCard(seller, method);
      const [cancelled, claimed] = await Promise.all([api.cancel(seller, card.id), claim(card.id)]);
      const status = (await api.mine(seller, card.id))?.status;
      if (cancelled.status === 200) {
        expect(status).toBe('cancelled');
      } else {
        expect(cancelled.status).toBe(409);
        expect(claimed.status).toBe(200);
        expect(status).toBe('pending');
      }
    }
  });
});
