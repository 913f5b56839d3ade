import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmissionsPage, MySubmission } from '@cardbridge/contracts';
import { startSellerTrust } from '../testing/seller-trust-client';

type SellerTrust = Awaited<ReturnType<typeof startSellerTrust>>;

let { app, api, admin, seller, method } = {} as SellerTrust;

beforeAll(async () => {
  ({ app, api, admin, seller, method } = await startSellerTrust());
});
afterAll(() => app.close());

async function rejected(reasonCode: string, reason?: string) {
  const card = await api.submitCard(seller, method);
  const res = await api.setStatus(admin, card.id, { status: 'rejected', reasonCode, reason });
  expect(res.status).toBe(200);
  return card;
}

const adminItem = async (id: string) => {
  const res = await fetch(`${app.baseUrl}/api/admin/submissions?q=${id}`, {
    headers: { cookie: admin.cookie },
  });
  return ((await res.json()) as AdminSubmissionsPage).items[0]!;
};

describe('coded rejections (docs/product.md#reason-codes)', () => {
  it('stores the code with the rejection, shows it to the seller and in the history', async () => {
    const card = await rejected('card_used');
    const seen = await api.mine(seller, card.id);
    expect(seen).toMatchObject({
      status: 'rejected',
      reasonCode: 'card_used',
      statusReason: null,
      resubmittable: false,
    });
    const item = await adminItem(card.id);
    expect(item.reasonCode).toBe('card_used');
    expect(item.statusHistory.at(-1)).toMatchObject({ to: 'rejected', reasonCode: 'card_used' });
    // The notice tells identity the code, to explain it in the email.
    const notice = (await api.stored(card.id))!.outbox.find(
      (m: { topic: string }) => m.topic === 'submission.status-changed',
    );
    expect(notice.payload).toMatchObject({ status: 'rejected', reasonCode: 'card_used' });
  });

  it('needs a text for "other", refuses unknown codes, and clears the code on a revert', async () => {
    const card = await api.submitCard(seller, method);
    for (const body of [
      { status: 'rejected', reasonCode: 'other' },
      { status: 'rejected', reasonCode: 'other', reason: '  ' },
      { status: 'rejected', reasonCode: 'nonsense' },
      { status: 'rejected' },
    ]) {
      expect((await api.setStatus(admin, card.id, body)).status).toBe(400);
    }
    expect((await api.mine(seller, card.id))?.status).toBe('pending');
    const other = await api.setStatus(admin, card.id, {
      status: 'rejected',
      reasonCode: 'other',
      reason: 'Sent twice by mistake',
    });
    expect(other.status).toBe(200);
    expect(await api.mine(seller, card.id)).toMatchObject({
      reasonCode: 'other',
      statusReason: 'Sent twice by mistake',
    });
    await api.setStatus(admin, card.id, { status: 'processing' });
    expect(await api.mine(seller, card.id)).toMatchObject({ reasonCode: null, statusReason: null });
    const failed = await api.setStatus(admin, card.id, {
      status: 'failed',
      reasonCode: 'wrong_details',
    });
    expect(failed.status).toBe(200);
    // A failure is not a rejection: it is not resubmitted.
    expect(await api.mine(seller, card.id)).toMatchObject({
      reasonCode: 'wrong_details',
      resubmittable: false,
    });
  });
});

describe('resubmission with corrections (docs/product.md#resubmission)', () => {
  it('links a new submission to a photo-unreadable rejection; the reviewer sees the earlier decision', async () => {
    const earlier = await rejected('photo_unreadable', 'Blurry back');
    expect((await api.mine(seller, earlier.id))?.resubmittable).toBe(true);
    const later = await api.submitCard(seller, method, { resubmitOf: earlier.id });
    expect(later).toMatchObject({ status: 'pending', resubmitOf: earlier.id });
    expect(await api.mine(seller, earlier.id)).toMatchObject({
      resubmittedAs: later.id,
      resubmittable: false,
    });
    const item = await adminItem(later.id);
    expect(item.resubmitOf).toMatchObject({
      id: earlier.id,
      status: 'rejected',
      reasonCode: 'photo_unreadable',
      reason: 'Blurry back',
    });
    expect(item.resubmitOf?.decidedAt).toEqual(expect.any(String));
    // Once only.
    const again = await api
      .submitCard(seller, method, { resubmitOf: earlier.id })
      .catch((error: Error) => error.message);
    expect(again).toMatch(/^submit answered 409/);
  });

  it('allows wrong details too, and refuses other codes, other states, others’ and unknown ids, storing nothing', async () => {
    const wrong = await rejected('wrong_details');
    expect((await api.submitCard(seller, method, { resubmitOf: wrong.id })).resubmitOf).toBe(
      wrong.id,
    );

    const used = await rejected('card_used');
    const pending = await api.submitCard(seller, method);
    const bob = await app.signIn('bob');
    const bobMethod = app.addPayoutMethod(bob);
    const bobs = await api.submitCard(bob, bobMethod);
    await api.setStatus(admin, bobs.id, { status: 'rejected', reasonCode: 'photo_unreadable' });
    const counts = await app.storedCounts();
    const refusals: Array<[string, number]> = [
      [used.id, 409],
      [pending.id, 409],
      [bobs.id, 400],
      ['65f0c1a2b3c4d5e6f7a8b9c0', 400],
      ['nonsense', 400],
    ];
    for (const [resubmitOf, status] of refusals) {
      const answer = await api.submitCard(seller, method, { resubmitOf }).then(
        () => 'saved',
        (error: Error) => error.message,
      );
      expect(answer).toMatch(new RegExp(`^submit answered ${status}`));
    }
    expect(await app.storedCounts()).toEqual(counts);
    expect((await api.mine(seller, used.id))?.resubmittedAs).toBeNull();
  });

  it('keeps one resubmission of two sent at once', async () => {
    const earlier = await rejected('photo_unreadable');
    const answers = await Promise.all(
      [1, 2].map(() =>
        api.submitCard(seller, method, { resubmitOf: earlier.id }).then(
          (s: MySubmission) => s.id,
          () => 'refused',
        ),
      ),
    );
    expect(answers.filter((a) => a === 'refused')).toHaveLength(1);
    const linked = (await api.mine(seller, earlier.id))?.resubmittedAs;
    expect(answers).toContain(linked);
    const refusedId = answers.find((a) => a !== linked && a !== 'refused');
    expect(refusedId).toBeUndefined();
  });
});
