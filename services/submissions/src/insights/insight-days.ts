import type { SubmissionStatus } from '@cardbridge/contracts';
import {
  createDayTotals,
  dayKey,
  durationBin,
  fieldKey,
  recordTally,
} from '@cardbridge/service-kit';
import type {
  Connection,
  DayChange,
  DayTotals,
  DayTotalsSource,
  DurationHistogram,
  Outbox,
  OutboxMessage,
} from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';

/**
 * The submissions' daily totals (docs/product.md#insights), one document per UTC day: the
 * submissions created that day by their status now, the decisions made that day by the status
 * their submission has now, and per brand a histogram of those decisions' times.
 */
export const insightDaysName = 'insights_days';

export interface InsightDay {
  _id: string;
  created?: Partial<Record<SubmissionStatus, number>>;
  decided?: Partial<Record<SubmissionStatus, number>>;
  /** By `fieldKey(brand)`. */
  decisionTimes?: Record<string, DurationHistogram>;
}

/** What the totals count of a submission. */
export interface CountedSubmission {
  status: string;
  brand: string;
  createdAt: Date;
  /** Its first decision's time, kept through reverts. */
  decidedAt?: Date | null;
}

export const insightDays = (db: Connection): DayTotals =>
  createDayTotals({ db, name: insightDaysName });

/** A submission's part in the totals as it stands. */
export function submissionContribution(s: CountedSubmission): DayChange[] {
  const changes = [{ day: dayKey(s.createdAt), field: `created.${s.status}`, by: 1 }];
  if (s.decidedAt) {
    const day = dayKey(s.decidedAt);
    const ms = s.decidedAt.getTime() - s.createdAt.getTime();
    changes.push(
      { day, field: `decided.${s.status}`, by: 1 },
      { day, field: `decisionTimes.${fieldKey(s.brand)}.${durationBin(ms)}`, by: 1 },
    );
  }
  return changes;
}

/**
 * The tally of a submission's change from `before` to `after` (undefined for a new one), to
 * store by the same write: a move shifts its count between statuses on the day it was created
 * and, once decided, on the day of its first decision; the first decision also adds its time.
 */
export function submissionTally(
  outbox: Outbox,
  before: CountedSubmission | undefined,
  after: CountedSubmission,
): OutboxMessage[] {
  return recordTally(outbox, insightDaysName, submissionContribution, before, after);
}

/** Every submission, read once with its undelivered messages, for a rebuild. */
export const submissionDaysSource = (
  submissions: SubmissionModel,
): DayTotalsSource<CountedSubmission> => ({
  records: () =>
    submissions.collection.find(
      {},
      {
        projection: { status: 1, brand: 1, createdAt: 1, decidedAt: 1, outbox: 1 },
        batchSize: 5_000,
      },
    ) as unknown as AsyncIterable<CountedSubmission>,
  contribution: submissionContribution,
});
