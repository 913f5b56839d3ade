import { z } from 'zod';
import type { PayoutStatus } from '../payments/payout-status';
import type { SubmissionStatus } from '../submissions/submission-status';

/** The periods the Insights tab offers, in days ending today (UTC) (docs/product.md#insights). */
export const insightsRanges = [7, 30, 90] as const;
export type InsightsRange = (typeof insightsRanges)[number];

export const insightsRangeMessage = 'days must be 7, 30 or 90';

/** GET /api/admin/insights/submissions and /payouts query: `?days=7|30|90` (default 30). */
export const insightsQuerySchema = z.object({
  days: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const days = v === undefined ? 30 : Number(v);
      if (!insightsRanges.includes(days as InsightsRange)) {
        ctx.addIssue({ code: 'custom', message: insightsRangeMessage });
        return z.NEVER;
      }
      return days as InsightsRange;
    }),
});
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** The period an answer covers: `from` is the start of its first UTC day, `to` the moment asked. */
export interface InsightsPeriod {
  days: InsightsRange;
  from: string;
  to: string;
}

/** Minutes at the 50th and 90th percentile (nearest rank), over `count` items. */
export interface DurationPercentiles {
  count: number;
  p50Minutes: number;
  p90Minutes: number;
}

/** One UTC day of submissions: those created that day, by their status now. */
export interface SubmissionsDay {
  day: string;
  created: Record<SubmissionStatus, number>;
  /** Decisions made that day (a first move to completed, rejected or failed). */
  decided: number;
  /** Of those, the ones completed now. */
  approved: number;
  /** approved / decided, 0 to 1 with 3 decimals; null on a day without decisions. */
  approvalRate: number | null;
}

/** GET /api/admin/insights/submissions. */
export interface SubmissionInsights {
  period: InsightsPeriod;
  days: SubmissionsDay[];
  approval: { decided: number; approved: number; rate: number | null };
  /** Time from submission to its first decision, for decisions made in the period, by brand. */
  timeToDecision: (DurationPercentiles & { brand: string })[];
  /** The review queue now, whatever the period. */
  queue: {
    pending: number;
    processing: number;
    /** When the oldest pending submission was made, and how long it has waited. */
    oldestPendingAt: string | null;
    oldestPendingMinutes: number | null;
  };
}

/** One UTC day of payouts: those booked that day (a submission completed), by status now. */
export interface PayoutsDay {
  day: string;
  count: number;
  amountCents: number;
  byStatus: Record<PayoutStatus, { count: number; amountCents: number }>;
}

/** GET /api/admin/insights/payouts. */
export interface PayoutInsights {
  period: InsightsPeriod;
  days: PayoutsDay[];
  totals: { count: number; amountCents: number; paidCents: number };
  /**
   * Time from the submission's completion to the payout being paid, for payouts paid in the
   * period, by brand (null: booked before payouts recorded their brand).
   */
  timeToPayout: (DurationPercentiles & { brand: string | null })[];
}

const DAY_MS = 86_400_000;

/**
 * The period `days` ending at `now`: from the start of the first UTC day, one key per day
 * ('2026-11-21', as `$dateToString` writes it), oldest first, today last.
 */
export function insightsPeriod(days: InsightsRange, now: Date) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const from = new Date(today - (days - 1) * DAY_MS);
  const dayKeys = Array.from({ length: days }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, to: now, dayKeys };
}

/** Milliseconds as minutes with one decimal, as the insights show durations. */
export const toMinutes = (ms: number): number => Math.round(ms / 6_000) / 10;
