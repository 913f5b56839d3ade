import { describe, expect, it } from 'vitest';
import { submissionTimeline } from './submission-timeline';
import type { TimelineSource } from './submission-timeline';

const t0 = new Date('2026-11-20T10:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();

/** A PayPal submission of t0 with a 60-minute review target, through `moves`. */
const source = (
  moves: Array<[to: string, by: string, minutes: number]>,
  type = 'paypal',
): TimelineSource => ({
  createdAt: t0,
  targetAt: at(60),
  status: moves.at(-1)?.[0] ?? 'pending',
  statusHistory: [
    { to: 'pending', by: 'seller:u1', at: t0 },
    ...moves.map(([to, by, m]) => ({ to, by, at: at(m) })),
  ],
  paymentMethod: { type },
});

const view = (doc: TimelineSource, nowMinutes: number) =>
  submissionTimeline(doc, at(nowMinutes)).map((e) => [e.stage, e.at, e.expectedAt, e.late]);

describe('the seller’s timeline (docs/product.md#timeline)', () => {
  it('estimates the stages ahead from the review target and the payout method’s typical time', () => {
    expect(view(source([]), 10)).toEqual([
      ['submitted', iso(0), null, false],
      ['in_review', null, iso(60), false],
      ['decision', null, iso(60), false],
      ['payout_sent', null, iso(60), false],
      // PayPal usually arrives within 30 minutes.
      ['paid', null, iso(90), false],
    ]);
    expect(view(source([], 'bank_transfer'), 10).at(-1)?.[2]).toBe(iso(60 + 2880));
  });

  it('marks a stage late once its target passes without it', () => {
    const late = view(source([['processing', 'admin:ops', 20]]), 75);
    expect(late[1]).toEqual(['in_review', iso(20), iso(60), false]);
    expect(late[2]).toEqual(['decision', null, iso(60), true]);
  });

  it('times the payout from the approval, and marks a decision made after its target late', () => {
    expect(view(source([['completed', 'admin:ops', 80]]), 85)).toEqual([
      ['submitted', iso(0), null, false],
      ['in_review', iso(80), iso(60), true],
      ['decision', iso(80), iso(60), true],
      ['payout_sent', iso(80), iso(80), false],
      ['paid', null, iso(110), false],
    ]);
  });

  it('expects no payout after a rejection, and no review after a cancel', () => {
    const rejected = view(source([['rejected', 'admin:ops', 30]]), 500);
    expect(rejected.slice(3)).toEqual([
      ['payout_sent', null, null, false],
      ['paid', null, null, false],
    ]);
    const cancelled = view(source([['cancelled', 'seller:u1', 5]]), 500);
    expect(cancelled[1]).toEqual(['in_review', null, null, false]);
    expect(cancelled[2]).toEqual(['decision', iso(5), iso(60), false]);
  });

  it('expects the decision by the answer deadline while an adjustment waits for the seller', () => {
    const doc = {
      ...source([['awaiting_seller', 'admin:ops', 30]]),
      adjustment: { answerBy: at(30 + 72 * 60) },
    };
    expect(view(doc, 200)[2]).toEqual(['decision', null, iso(30 + 72 * 60), false]);
  });
});
