import { insightsPeriod } from '@cardbridge/contracts';
import type { InsightsRange, SubmissionInsights } from '@cardbridge/contracts';
import type { DayTotals } from '@cardbridge/service-kit';
import type { SubmissionModel } from '../submissions/submission.model';
import type { InsightDay } from './insight-days';
import { toSubmissionInsights } from './submission-insights.view';

export interface SubmissionInsightsDeps {
  submissions: SubmissionModel;
  /** The daily totals (insight-days.ts). */
  days: DayTotals;
  /** The moment asked (tests pin it). */
  now?: () => Date;
}

/**
 * The business's review picture over a period (docs/product.md#insights), read from the daily
 * totals kept as submissions are made and moved (at most 90 small documents, by `_id`, and the
 * decision times' histograms where they changed since the last request):
 * submissions created per day by their status now, decisions made per day with how many are
 * completed now, and time to decision by brand; plus the live queue, counted over the
 * `{ status, createdAt }` index.
 */
export async function submissionInsights(
  { days }: { days: InsightsRange },
  { submissions, days: totals, now = () => new Date() }: SubmissionInsightsDeps,
): Promise<SubmissionInsights> {
  const at = now();
  const period = insightsPeriod(days, at);
  const [stored, pending, processing, oldest] = await Promise.all([
    totals.read(period.dayKeys[0]!, period.dayKeys.at(-1)!, { without: ['decisionTimes'] }),
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
    stored: stored as InsightDay[],
    decisionTimes: await totals.durationPercentiles(stored, 'decisionTimes', [0.5, 0.9]),
    queue: { pending, processing, oldestPendingAt: oldest?.createdAt ?? null },
  });
}
