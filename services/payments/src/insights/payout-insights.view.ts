import { payoutStatuses, toMinutes } from '@cardbridge/contracts';
import type { InsightsRange, PayoutInsights, PayoutsDay } from '@cardbridge/contracts';
import type { NamedPercentiles } from '@cardbridge/service-kit';
import type { PayoutDay } from './payout-days';

export interface PayoutInsightsRows {
  days: InsightsRange;
  period: { from: Date; to: Date; dayKeys: string[] };
  /** The period's stored days (days without payouts have none), without their times to payout. */
  stored: PayoutDay[];
  /** The period's times to payout by brand: p50 and p90. */
  payTimes: NamedPercentiles[];
}

const emptyDay = (day: string): PayoutsDay => ({
  day,
  count: 0,
  amountCents: 0,
  byStatus: Object.fromEntries(
    payoutStatuses.map((s) => [s, { count: 0, amountCents: 0 }]),
  ) as PayoutsDay['byStatus'],
});

/** What an admin is shown: every day of the period (days without payouts as zeros), oldest first. */
export function toPayoutInsights({
  days,
  period,
  stored,
  payTimes,
}: PayoutInsightsRows): PayoutInsights {
  const byDay = new Map(period.dayKeys.map((day) => [day, emptyDay(day)]));
  for (const totals of stored) {
    const entry = byDay.get(totals._id);
    if (!entry) continue;
    for (const status of payoutStatuses) {
      const { count = 0, amountCents = 0 } = totals.booked?.[status] ?? {};
      entry.count += count;
      entry.amountCents += amountCents;
      entry.byStatus[status].count += count;
      entry.byStatus[status].amountCents += amountCents;
    }
  }
  const list = [...byDay.values()];
  const sum = (pick: (d: PayoutsDay) => number) => list.reduce((n, d) => n + pick(d), 0);
  return {
    period: { days, from: period.from.toISOString(), to: period.to.toISOString() },
    days: list,
    totals: {
      count: sum((d) => d.count),
      amountCents: sum((d) => d.amountCents),
      paidCents: sum((d) => d.byStatus.completed.amountCents),
    },
    timeToPayout: payTimes.map(({ name, count, ms }) => ({
      brand: name,
      count,
      p50Minutes: toMinutes(ms[0]!),
      p90Minutes: toMinutes(ms[1]!),
    })),
  };
}
