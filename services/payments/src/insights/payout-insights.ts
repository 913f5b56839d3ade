import { insightsPeriod } from '@cardbridge/contracts';
import type { InsightsRange, PayoutInsights } from '@cardbridge/contracts';
import type { DayTotals } from '@cardbridge/service-kit';
import type { PayoutDay } from './payout-days';
import { toPayoutInsights } from './payout-insights.view';

export interface PayoutInsightsDeps {
  /** The daily totals (payout-days.ts). */
  days: DayTotals;
}

/**
 * The payouts side of the insights (docs/product.md#insights), read from the daily totals kept
 * as payouts are booked and change (at most 90 small documents, by `_id`, and the times to
 * payout's histograms where they changed since the last request): payouts booked per day
 * by their status now, with their amounts, and the time from a submission's completion to its
 * payout being paid, by brand, for payouts paid in the period.
 */
export async function payoutInsights(
  { days }: { days: InsightsRange },
  deps: PayoutInsightsDeps,
): Promise<PayoutInsights> {
  const period = insightsPeriod(days, new Date());
  const stored = await deps.days.read(period.dayKeys[0]!, period.dayKeys.at(-1)!, {
    without: ['payTimes'],
  });
  const payTimes = await deps.days.durationPercentiles(stored, 'payTimes', [0.5, 0.9]);
  return toPayoutInsights({ days, period, stored: stored as PayoutDay[], payTimes });
}
