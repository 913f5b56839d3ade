import { isPaymentMethodType, paymentMethodTypeInfo } from '@cardbridge/contracts';
import type { SubmissionStatus, TimelineEntry, TimelineStage } from '@cardbridge/contracts';

/** A method this list no longer knows is estimated like most instant ones. */
const fallbackPayoutMinutes = 60;

/** The statuses a review ends in; a move into one is the decision. */
const decided: readonly SubmissionStatus[] = [
  'completed',
  'rejected',
  'failed',
  'declined',
  'cancelled',
];

export interface TimelineSource {
  createdAt: Date;
  status: string;
  statusHistory: ReadonlyArray<{ to: string; by: string; at: Date }>;
  paymentMethod?: { type?: string | null } | null;
  adjustment?: { answerBy: Date } | null;
  /** When the review should be done: submitted plus the brand's target review time. */
  targetAt: Date;
}

const minutes = (n: number) => n * 60_000;

/**
 * The stages a seller follows (docs/product.md#timeline): when each happened, and for the ones
 * still ahead, when they are expected: the decision by the brand's review target after
 * submitting, the payout sent with the approval, and paid after the payout method's typical
 * time. A stage is late when it came, or still has not come, after its target. After a decision
 * other than approval there is no payout to expect. `paid` is known to payments, not here: the
 * seller's screen fills it from their payouts.
 */
export function submissionTimeline(doc: TimelineSource, now: Date): TimelineEntry[] {
  const status = doc.status as SubmissionStatus;
  const firstAdminMove = doc.statusHistory.find((entry) => entry.by.startsWith('admin:'));
  const decision = decided.includes(status) ? doc.statusHistory.at(-1) : undefined;
  const approved = status === 'completed';
  const method = doc.paymentMethod?.type ?? '';
  const payoutMinutes = isPaymentMethodType(method)
    ? paymentMethodTypeInfo[method].typicalPayoutMinutes
    : fallbackPayoutMinutes;

  const reviewTarget = doc.targetAt;
  // Waiting on the seller's answer to an adjustment, the decision is due by its deadline.
  const decisionTarget =
    status === 'awaiting_seller' && doc.adjustment ? doc.adjustment.answerBy : reviewTarget;
  // A submission cancelled before any review was never going to be reviewed.
  const reviewExpected = decision && !firstAdminMove ? null : reviewTarget;
  const payoutAhead = !decision || approved;
  const sentAt = approved ? decision!.at : null;
  const sentTarget = payoutAhead ? (decision?.at ?? decisionTarget) : null;
  const paidTarget =
    payoutAhead && sentTarget
      ? new Date((sentAt ?? sentTarget).getTime() + minutes(payoutMinutes))
      : null;

  const entry = (stage: TimelineStage, at: Date | null, expected: Date | null): TimelineEntry => ({
    stage,
    at: at?.toISOString() ?? null,
    expectedAt: expected?.toISOString() ?? null,
    late: expected !== null && (at ?? now) > expected,
  });
  return [
    entry('submitted', doc.createdAt, null),
    entry('in_review', firstAdminMove?.at ?? null, reviewExpected),
    entry('decision', decision?.at ?? null, decisionTarget),
    entry('payout_sent', sentAt, sentTarget),
    entry('paid', null, paidTarget),
  ];
}
