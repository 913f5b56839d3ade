import { z } from 'zod';
import { payoutStatuses } from '../payments/payout-status';
import { submissionStatuses } from '../submissions/submission-status';
import { insightsRanges } from './insights';
import type { PayoutInsights, SubmissionInsights } from './insights';

/** What the admin app checks the insights answers against (docs/product.md#insights). */

const period = z.object({
  days: z.union(insightsRanges.map((n) => z.literal(n))),
  from: z.string(),
  to: z.string(),
});
const durations = { count: z.number(), p50Minutes: z.number(), p90Minutes: z.number() };
const byStatus = <T extends z.ZodType>(statuses: readonly string[], value: T) =>
  z.object(Object.fromEntries(statuses.map((s) => [s, value])) as Record<string, T>);

export const submissionInsightsSchema = z.object({
  period,
  days: z.array(
    z.object({
      day: z.string(),
      created: byStatus(submissionStatuses, z.number()),
      decided: z.number(),
      approved: z.number(),
      approvalRate: z.number().nullable(),
    }),
  ),
  approval: z.object({ decided: z.number(), approved: z.number(), rate: z.number().nullable() }),
  timeToDecision: z.array(z.object({ brand: z.string(), ...durations })),
  queue: z.object({
    pending: z.number(),
    processing: z.number(),
    oldestPendingAt: z.string().nullable(),
    oldestPendingMinutes: z.number().nullable(),
  }),
}) as unknown as z.ZodType<SubmissionInsights>;

export const payoutInsightsSchema = z.object({
  period,
  days: z.array(
    z.object({
      day: z.string(),
      count: z.number(),
      amountCents: z.number(),
      byStatus: byStatus(payoutStatuses, z.object({ count: z.number(), amountCents: z.number() })),
    }),
  ),
  totals: z.object({ count: z.number(), amountCents: z.number(), paidCents: z.number() }),
  timeToPayout: z.array(z.object({ brand: z.string().nullable(), ...durations })),
}) as unknown as z.ZodType<PayoutInsights>;
