import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmission, MySubmission } from '@cardbridge/contracts';
import { startSellerTrust } from '../testing/seller-trust-client';

type SellerTrust = Awaited<ReturnType<typeof startSellerTrust>>;
import type { SubmissionModel } from '../submissions/submission.model';
import { declineOverdueAdjustments } from './decline-overdue-adjustments';
import { createOutbox } from '@cardbridge/service-kit';

let { app, api, admin, seller, method } = {} as SellerTrust;

beforeAll(async () => {
  ({ app, api, admin, seller, method } = await startSellerTrust());
});
afterAll(() => app.close());

const outboxTopics = async (id: string) =>
  ((await api.stored(id))?.outbox ?? []).map((m: { topic: string }) => m.topic) as string[];

/** The sweeper as the worker runs it, at a moment the test chooses. */
const sweepAt = (now: Date) => {
  const submissions = app.db.model('Submission') as SubmissionModel;
  const outbox = createOutbox({ db: app.db, name: submissions.collection.collectionName });
  return declineOverdueAdjustments(now, { submissions, outbox });
};

describe('balance adjustments (docs/product.md#balance-adjustments)', () => {
  it('shows the seller the value and payout before and after, with the reason, and waits', async () => {
    const card = await api.submitCard(seller, method);
    const res = await api.adjust(admin, card.id, { amount: 80, reason: 'The balance is $80' });
    expect(res.status).toBe(200);
    const item = (await res.json()) as AdminSubmission;
    expect(item).toMatchObject({
      status: 'awaiting_seller',
      statusReason: 'The balance is $80',
      adjustment: {
        fromAmount: '100.00',
        toAmount: '80.00',
        fromQuote: '93.00',
        toQuote: '74.40',
        reason: 'The balance is $80',
        answer: null,
      },
    });
    const hours = (Date.parse(item.adjustment!.answerBy) - Date.parse(item.adjustment!.at)) / 3.6e6;
    expect(hours).toBe(72);
    const seen = await api.mine(seller, card.id);
    expect(seen).toMatchObject({ status: 'awaiting_seller', amount: '100.00', quote: '93.00' });
    expect(seen?.adjustment).toMatchObject({ toAmount: '80.00', toQuote: '74.40' });
    // The timeline: reviewed by the admin's move, the decision due by the answer deadline.
    expect(seen?.timeline.map((e) => [e.stage, e.at !== null, e.expectedAt])).toEqual([
      ['submitted', true, null],
      ['in_review', true, expect.any(String)],
      ['decision', false, item.adjustment!.answerBy],
      ['payout_sent', false, item.adjustment!.answerBy],
      ['paid', false, expect.any(String)],
    ]);
    // The seller's notice carries before and after (identity emails it).
    const stored = await api.stored(card.id);
    // The adjustment is in the admin audit trail, written with it.
    const audit = stored?.outbox.find((m: { topic: string }) => m.topic === 'admin.audit');
    expect(audit.payload).toMatchObject({
      action: 'submission.adjust',
      admin: 'ops-admin',
      target: `submission:${card.id}`,
    });
    const notice = stored?.outbox.find(
      (m: { topic: string }) => m.topic === 'submission.status-changed',
    );
    expect(notice.payload).toMatchObject({
      status: 'awaiting_seller',
      amount: '80.00',
      quote: '74.40',
      previous: { amount: '100.00', quote: '93.00' },
      reason: 'The balance is $80',
    });
  });

  it('pays the adjusted value at the locked rate once the seller accepts', async () => {
    const card = await api.submitCard(seller, method);
    expect((await api.setStatus(admin, card.id, { status: 'processing' })).status).toBe(200);
    expect(
      (await api.adjust(admin, card.id, { amount: '50.50', reason: 'Partly used' })).status,
    ).toBe(200);
    const accepted = await api.accept(seller, card.id);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()) as MySubmission).toMatchObject({
      status: 'processing',
      amount: '50.50',
      quote: '46.97',
      ratePercent: 93,
      adjustment: { answer: 'accepted' },
    });
    expect((await api.setStatus(admin, card.id, { status: 'completed' })).status).toBe(200);
    const payout = (await api.stored(card.id))?.outbox.find(
      (m: { topic: string }) => m.topic === 'submission.completed',
    );
    expect(payout.payload.amountCents).toBe(4697);
  });

  it('closes the submission as declined when the seller declines, and pays nothing', async () => {
    const card = await api.submitCard(seller, method);
    await api.adjust(admin, card.id, { amount: 20, reason: 'Mostly spent' });
    const declined = await api.decline(seller, card.id);
    expect(declined.status).toBe(200);
    expect((await declined.json()) as MySubmission).toMatchObject({
      status: 'declined',
      amount: '100.00',
      adjustment: { answer: 'declined' },
    });
    expect((await api.setStatus(admin, card.id, { status: 'completed' })).status).toBe(409);
    expect(await outboxTopics(card.id)).not.toContain('submission.completed');
  });

  it('refuses bad amounts, foreign sellers, unknown ids and answers that are not awaited; nothing changes', async () => {
    const card = await api.submitCard(seller, method);
    for (const amount of [0, -5, 100, 150, 'abc', '']) {
      const res = await api.adjust(admin, card.id, { amount, reason: 'Checked' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await api.adjust(admin, card.id, { amount: 80 })).status).toBe(400);
    expect((await api.adjust(admin, card.id, { amount: 80, reason: '  ' })).status).toBe(400);
    expect(
      (await api.adjust(admin, '65f0c1a2b3c4d5e6f7a8b9c0', { amount: 80, reason: 'x' })).status,
    ).toBe(404);
    expect((await api.adjust(seller, card.id, { amount: 80, reason: 'x' })).status).toBe(403);
    const finance = await app.signInAdmin('fin', 'finance');
    expect((await api.adjust(finance, card.id, { amount: 80, reason: 'x' })).status).toBe(403);
    // Not awaiting the seller: 409, and the submission is as it was.
    const early = await api.accept(seller, card.id);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      'This submission is not waiting for your answer.',
    );
    expect((await api.decline(seller, card.id)).status).toBe(409);
    expect((await api.mine(seller, card.id))?.status).toBe('pending');

    expect((await api.adjust(admin, card.id, { amount: 80, reason: 'Checked' })).status).toBe(200);
    const other = await app.signIn('bob');
    expect((await api.accept(other, card.id)).status).toBe(404);
    expect((await api.decline(other, card.id)).status).toBe(404);
    expect((await api.accept(seller, 'not-an-id')).status).toBe(404);
    // Adjusting again while the seller has not answered: 409.
    expect((await api.adjust(admin, card.id, { amount: 70, reason: 'Again' })).status).toBe(409);
    // A completed submission is not adjusted.
    const done = await api.submitCard(seller, method);
    await api.setStatus(admin, done.id, { status: 'completed' });
    expect((await api.adjust(admin, done.id, { amount: 50, reason: 'Late' })).status).toBe(409);
    expect(await api.mine(seller, card.id)).toMatchObject({
      status: 'awaiting_seller',
      adjustment: { toAmount: '80.00', answer: null },
    });
  });

  it('declines adjustments left unanswered past the deadline, once, however many sweepers run', async () => {
    const card = await api.submitCard(seller, method);
    await api.adjust(admin, card.id, { amount: 80, reason: 'Checked' });
    const fresh = await api.submitCard(seller, method);
    await api.adjust(admin, fresh.id, { amount: 80, reason: 'Checked' });
    // Nothing is overdue yet (every deadline here is 72 hours away).
    expect(await sweepAt(new Date())).toBe(0);

    await app.db
      .collection('gift_cards')
      .updateOne(
        { _id: (await api.stored(card.id))!._id },
        { $set: { 'adjustment.answerBy': new Date(Date.now() - 1) } },
      );
    const [a, b] = await Promise.all([sweepAt(new Date()), sweepAt(new Date())]);
    expect(a + b).toBe(1);
    expect(await api.mine(seller, card.id)).toMatchObject({
      status: 'declined',
      adjustment: { answer: 'expired' },
    });
    expect((await api.mine(seller, fresh.id))?.status).toBe('awaiting_seller');
    const history = (await api.stored(card.id))!.statusHistory as Array<{ to: string; by: string }>;
    expect(history.filter((h) => h.to === 'declined')).toEqual([
      expect.objectContaining({ by: 'system:adjustment-deadline' }),
    ]);
    expect((await api.accept(seller, card.id)).status).toBe(409);
  });

  it('lets exactly one of an accept and the deadline decline win, and books at most one payout', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const card = await api.submitCard(seller, method);
      await api.adjust(admin, card.id, { amount: 80, reason: 'Checked' });
      await app.db
        .collection('gift_cards')
        .updateOne(
          { _id: (await api.stored(card.id))!._id },
          { $set: { 'adjustment.answerBy': new Date() } },
        );
      const [accepted, declined] = await Promise.all([
        api.accept(seller, card.id),
        sweepAt(new Date()),
      ]);
      // Exactly one of the two wrote its answer.
      expect([accepted.status === 200, declined === 1].filter(Boolean)).toHaveLength(1);
      const after = await api.mine(seller, card.id);
      expect(after?.status).toBe(accepted.status === 200 ? 'processing' : 'declined');
      const history = (await api.stored(card.id))!.statusHistory as Array<{ from: string }>;
      expect(history.filter((h) => h.from === 'awaiting_seller')).toHaveLength(1);
      // Completing it books one payout if accepted, and cannot happen if declined.
      const completed = await api.setStatus(admin, card.id, { status: 'completed' });
      const payouts = (await outboxTopics(card.id)).filter((t) => t === 'submission.completed');
      expect(payouts).toHaveLength(completed.status === 200 ? 1 : 0);
      expect(completed.status).toBe(accepted.status === 200 ? 200 : 409);
      outcomes.push(after!.status);
    }
    expect(outcomes).toHaveLength(8);
  });
});
