import { insightsPeriod } from '@cardbridge/contracts';
import type { InsightsRange, PayoutInsights, PayoutStatus } from '@cardbridge/contracts';
import type { TransactionModel } from '../payouts/transaction.model';
import { toPayoutInsights } from './payout-insights.view';

export interface PayoutInsightsDeps {
  transactions: TransactionModel;
}

export interface BookedRow {
  _id: { day: string; status: PayoutStatus };
  count: number;
  amountCents: number;
}
export interface PaidRow {
  _id: string | null;
  count: number;
  ms: [number, number];
}

/**
 * The payouts side of the insights (docs/product.md#insights), aggregated in MongoDB: payouts
 * booked per day by their status now, with their amounts (over the `createdAt` index), and the
 * time from a submission's completion to its payout being paid, by brand, for payouts paid in
 * the period (over the `paidAt` index).
 */
export async function payoutInsights(
  { days }: { days: InsightsRange },
  { transactions }: PayoutInsightsDeps,
): Promise<PayoutInsights> {
  const period = insightsPeriod(days, new Date());
  const range = { $gte: period.from, $lte: period.to };
  const [booked, paid] = await Promise.all([
    transactions.aggregate<BookedRow>([
      { $match: { createdAt: range } },
      {
        $group: {
          _id: {
            day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } },
            status: '$status',
          },
          count: { $sum: 1 },
          amountCents: { $sum: '$amountCents' },
        },
      },
    ]),
    transactions.aggregate<PaidRow>([
      { $match: { paidAt: range } },
      {
        $group: {
          _id: '$brand',
          count: { $sum: 1 },
          ms: {
            $percentile: {
              input: { $subtract: ['$paidAt', '$completedAt'] },
              p: [0.5, 0.9],
              method: 'approximate' as const,
            },
          },
        },
      },
    ]),
  ]);
  return toPayoutInsights({ days, period, booked, paid });
}
