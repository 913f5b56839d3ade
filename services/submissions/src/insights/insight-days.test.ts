import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubmissionInsights, SubmissionStatus } from '@cardbridge/contracts';
import { createOutbox, dayTallyMessage } from '@cardbridge/service-kit';
import type { TestUser } from '@cardbridge/service-kit/testing';
import { startSubmissions } from '../testing/harness';
import type { SubmissionsHarness } from '../testing/harness';
import { jpeg } from '../testing/images';
import {
  digitalCardFields,
  digitalCardForm,
  submissionForm,
  submit,
} from '../testing/submit-request';
import { insightDaysName } from './insight-days';

let app: SubmissionsHarness;
let owner: TestUser;
let seller: TestUser;
let method: string;

beforeAll(async () => {
  app = await startSubmissions();
  owner = await app.signInAdmin('owner-olga', 'owner');
  seller = await app.signIn('sid');
  method = app.addPayoutMethod(seller);
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);

const insights = async () => {
  const res = await fetch(`${app.baseUrl}/api/admin/insights/submissions?days=7`, {
    headers: { cookie: owner.cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SubmissionInsights;
};

/** The answer once the relay has applied every tally (nothing left in any outbox). */
const settled = () =>
  vi.waitFor(
    async () => {
      const waiting = await app.db
        .collection('gift_cards')
        .countDocuments({ 'outbox.topic': 'insights.tally' });
      expect(waiting).toBe(0);
      return insights();
    },
    { timeout: 10_000, interval: 50 },
  );

/** Today's figures: created by status (zeros left out), decided, approved, time to decision. */
const todayOf = (body: SubmissionInsights) => {
  const day = body.days.find((d) => d.day === today())!;
  return {
    created: Object.fromEntries(Object.entries(day.created).filter(([, n]) => n > 0)),
    decided: day.decided,
    approved: day.approved,
    amazon: body.timeToDecision.find((b) => b.brand === 'Amazon') ?? null,
  };
};

const submitCard = async (by = seller, form = digitalCardForm(method, 2048)) => {
  const res = await submit(app.baseUrl, by, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { submission: { id: string } }).submission.id;
};

const move = async (id: string, status: SubmissionStatus, more: object = {}) => {
  const res = await fetch(`${app.baseUrl}/api/admin/submissions/${id}/status`, {
    method: 'PATCH',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status, ...more }),
  });
  expect(res.status).toBe(200);
};

/** The answer without what moves with the clock. */
const figures = (body: SubmissionInsights) => ({
  ...body,
  period: { ...body.period, to: null },
  queue: { ...body.queue, oldestPendingMinutes: null },
});

describe('the insights daily totals (docs/product.md#insights)', () => {
  it('follow each submission and move: its day counts it by its status now, a decision once', async () => {
    const first = await submitCard();
    await submitCard();
    expect(todayOf(await settled())).toEqual({
      created: { pending: 2 },
      decided: 0,
      approved: 0,
      amazon: null,
    });

    await move(first, 'processing');
    expect(todayOf(await settled())).toMatchObject({
      created: { pending: 1, processing: 1 },
      decided: 0,
    });

    await move(first, 'completed');
    const decided = todayOf(await settled());
    expect(decided).toMatchObject({
      created: { pending: 1, completed: 1 },
      decided: 1,
      approved: 1,
      amazon: { brand: 'Amazon', count: 1 },
    });

    // Reverted and decided again: still the one decision, made when it was first made.
    await move(first, 'processing');
    expect(todayOf(await settled())).toEqual({
      ...decided,
      created: { pending: 1, processing: 1 },
      approved: 0,
    });
    await move(first, 'failed', { reason: 'The card was already used' });
    expect(todayOf(await settled())).toEqual({
      ...decided,
      created: { pending: 1, failed: 1 },
      approved: 0,
    });
  });

  it('rebuilt from the submissions, give the figures the tallies gave', async () => {
    const incremental = await settled();
    expect(incremental.approval.decided).toBeGreaterThan(0);
    const outcome = await app.rebuildInsights();
    expect(outcome?.records).toBe(2);
    expect(figures(await insights())).toEqual(figures(incremental));
  });

  it('count a resubmission once it is linked, and never the one that lost the race', async () => {
    const other = await app.signIn('rae');
    const theirs = app.addPayoutMethod(other);
    const form = (fields: Record<string, string> = {}) =>
      submissionForm({ ...digitalCardFields(theirs), ...fields }, [
        { name: 'front.jpg', bytes: jpeg(2048) },
      ]);
    const earlier = await submitCard(other, form());
    await move(earlier, 'rejected', { reasonCode: 'photo_unreadable' });
    const before = todayOf(await settled());
    const answers = await Promise.all(
      [1, 2].map(() => submit(app.baseUrl, other, form({ resubmitOf: earlier }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const after = todayOf(await settled());
    expect(after.created).toEqual({ ...before.created, pending: before.created.pending! + 1 });
  });

  it('change nothing when a tally is delivered again', async () => {
    const before = todayOf(await settled());
    const outbox = createOutbox({ db: app.db, name: 'gift_cards' });
    const tally = dayTallyMessage(outbox, insightDaysName, [
      { day: today(), field: 'created.pending', by: 1 },
    ]);
    const deliver = async () => {
      // As the relay finds a message left behind by a delivery whose answer was lost.
      await app.db
        .model('Submission')
        .updateOne({}, outbox.push({ ...tally, nextAttemptAt: new Date() }), { timestamps: false });
      outbox.notify();
      return todayOf(await settled());
    };
    const once = await deliver();
    expect(once.created.pending).toBe((before.created.pending ?? 0) + 1);
    expect(await deliver()).toEqual(once);
  });
});
