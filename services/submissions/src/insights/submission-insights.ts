import { insightsPeriod } from '@cardbridge/contracts';
import type { InsightsRange, SubmissionInsights, SubmissionStatus } from '@cardbridge/contracts';
import type { SubmissionModel } from '../submissions/submission.model';
import { toSubmissionInsights } from './submission-insights.view';

export interface SubmissionInsightsDeps {
  submissions: SubmissionModel;
  /** The moment asked (tests pin it). */
  now?: () => Date;
}

const day = (field: string) => ({ $dateToString: { format: '%Y-%m-%d', date: `$${field}` } });
const p50p90 = (input: unknown) => ({
  $percentile: { input, p: [0.5, 0.9], method: 'approximate' as const },
});

export interface CreatedRow {
  _id: { day: string; status: SubmissionStatus };
  count: number;
}
export interface DecidedRow {
  byDay: { _id: { day: string; status: SubmissionStatus }; count: number }[];
  byBrand: { _id: string; count: number; ms: [number, number] }[];
}

/**
 * The business's review picture over a period (docs/product.md#insights), aggregated in MongoDB:
 * submissions created per day by their status now (over the `createdAt` index), decisions made
 * per day with how many were approved, and time to decision by brand (over the `decidedAt`
 * index), plus the live queue (the `{ status, createdAt }` index).
 */
export async function submissionInsights(
  { days }: { days: InsightsRange },
  { submissions, now = () => new Date() }: SubmissionInsightsDeps,
): Promise<SubmissionInsights> {
  const at = now();
  const period = insightsPeriod(days, at);
  const range = { $gte: period.from, $lte: at };
  const [created, [decided], pending, processing, oldest] = await Promise.all([
    submissions.aggregate<CreatedRow>([
      { $match: { createdAt: range } },
      { $group: { _id: { day: day('createdAt'), status: '$status' }, count: { $sum: 1 } } },
    ]),
    submissions.aggregate<DecidedRow>([
      { $match: { decidedAt: range } },
      {
        $facet: {
          byDay: [
            { $group: { _id: { day: day('decidedAt'), status: '$status' }, count: { $sum: 1 } } },
          ],
          byBrand: [
            {
              $group: {
                _id: '$brand',
                count: { $sum: 1 },
                ms: p50p90({ $subtract: ['$decidedAt', '$createdAt'] }),
              },
            },
          ],
        },
      },
    ]),
    submissions.countDocuments({ status: 'pending' }),
    submissions.countDocuments({ status: 'processing' }),
    submissions
      .findOne({ status: 'pending' }, { createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean<{ createdAt: Date }>(),
  ]);
  return toSubmissionInsights({
    days,
    period,
    created,
    decided: decided ?? { byDay: [], byBrand: [] },
    queue: { pending, processing, oldestPendingAt: oldest?.createdAt ?? null },
  });
}
