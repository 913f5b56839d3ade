import type { PayoutStatus } from '@cardbridge/contracts';
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
import type { TransactionModel } from '../payouts/transaction.model';

/**
 * The payouts' daily totals (docs/product.md#insights), one document per UTC day: the payouts
 * booked that day by their status now (count and amount), and per brand a histogram of the
 * time from completion to paid of the payouts paid that day.
 */
export const payoutDaysName = 'insights_days';

export interface PayoutDay {
  _id: string;
  booked?: Partial<Record<PayoutStatus, { count?: number; amountCents?: number }>>;
  /** By `fieldKey(brand)`; `~` for payouts booked before brands were recorded. */
  payTimes?: Record<string, DurationHistogram>;
}

/** What the totals count of a payout. */
export interface CountedPayout {
  status: string;
  amountCents: number;
  brand?: string | null;
  createdAt: Date;
  completedAt?: Date | null;
  paidAt?: Date | null;
}

export const payoutDays = (db: Connection): DayTotals =>
  createDayTotals({ db, name: payoutDaysName });

/** A payout's part in the totals as it stands. */
export function payoutContribution(p: CountedPayout): DayChange[] {
  const booked = dayKey(p.createdAt);
  const changes = [
    { day: booked, field: `booked.${p.status}.count`, by: 1 },
    { day: booked, field: `booked.${p.status}.amountCents`, by: p.amountCents },
  ];
  if (p.paidAt) {
    const ms = p.paidAt.getTime() - (p.completedAt ?? p.createdAt).getTime();
    changes.push({
      day: dayKey(p.paidAt),
      field: `payTimes.${fieldKey(p.brand ?? null)}.${durationBin(ms)}`,
      by: 1,
    });
  }
  return changes;
}

/**
 * The tally of a payout's change from `before` to `after` (undefined for a new one), to store by
 * the same write: a status change shifts its count and amount on the day it was booked; being
 * paid adds its time on the day it was paid.
 */
export function payoutTally(
  outbox: Outbox,
  before: CountedPayout | undefined,
  after: CountedPayout,
): OutboxMessage[] {
  return recordTally(outbox, payoutDaysName, payoutContribution, before, after);
}

/** The counted fields of a stored payout. */
export const countedPayout = (p: CountedPayout): CountedPayout => ({
  status: p.status,
  amountCents: p.amountCents,
  brand: p.brand ?? null,
  createdAt: p.createdAt,
  completedAt: p.completedAt ?? null,
  paidAt: p.paidAt ?? null,
});

/** Every payout, read once with its undelivered messages, for a rebuild. */
export const payoutDaysSource = (
  transactions: TransactionModel,
): DayTotalsSource<CountedPayout> => ({
  records: () =>
    transactions.collection.find(
      {},
      {
        projection: {
          status: 1,
          amountCents: 1,
          brand: 1,
          createdAt: 1,
          completedAt: 1,
          paidAt: 1,
          outbox: 1,
        },
        batchSize: 5_000,
      },
    ) as unknown as AsyncIterable<CountedPayout>,
  contribution: payoutContribution,
});
