import { payoutStatuses, toMinutes } from '@cardbridge/contracts';
import type { InsightsRange, PayoutInsights, PayoutsDay } from '@cardbridge/contracts';
import type { BookedRow, PaidRow } from './payout-insights';

export interface PayoutInsightsRows {
  days: InsightsRange;
  period: { from: Date; to: Date; dayKeys: string[] };
  booked: BookedRow[];
  paid: PaidRow[];
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
  booked,
  paid,
}: PayoutInsightsRows): PayoutInsights {
  const byDay = new Map(period.dayKeys.map((day) => [day, emptyDay(day)]));
  for (const { _id, count, amountCents } of booked) {
    const entry = byDay.get(_id.day);
    if (!entry) continue;
    entry.count += count;
    entry.amountCents += amountCents;
    entry.byStatus[_id.status].count += count;
    entry.byStatus[_id.status].amountCents += amountCents;
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
    timeToPayout: paid
      .map(({ _id, count, ms }) => ({
        brand: _id,
        count,
        p50Minutes: toMinutes(ms[0]),
        p90Minutes: toMinutes(ms[1]),
      }))
      .sort((a, b) => (a.brand ?? '').localeCompare(b.brand ?? '')),
  };
}
