import { submissionStatuses, toMinutes } from '@cardbridge/contracts';
import type {
  InsightsRange,
  SubmissionInsights,
  SubmissionStatus,
  SubmissionsDay,
} from '@cardbridge/contracts';
import type { NamedPercentiles } from '@cardbridge/service-kit';
import type { InsightDay } from './insight-days';

export interface SubmissionInsightsRows {
  days: InsightsRange;
  period: { from: Date; to: Date; dayKeys: string[] };
  /** The period's stored days (days without data have none), without their decision times. */
  stored: InsightDay[];
  /** The period's decision times by brand: p50 and p90. */
  decisionTimes: NamedPercentiles[];
  queue: { pending: number; processing: number; oldestPendingAt: Date | null };
}

const rate = (approved: number, decided: number) =>
  decided === 0 ? null : Math.round((approved / decided) * 1000) / 1000;

const noStatuses = () =>
  Object.fromEntries(submissionStatuses.map((s) => [s, 0])) as Record<SubmissionStatus, number>;

const sum = (counts: Partial<Record<string, number>> | undefined) =>
  Object.values(counts ?? {}).reduce<number>((n, c) => n + (c ?? 0), 0);

/** What an admin is shown: every day of the period (days without data as zeros), oldest first. */
export function toSubmissionInsights(rows: SubmissionInsightsRows): SubmissionInsights {
  const { period, queue } = rows;
  const days = new Map<string, SubmissionsDay>(
    period.dayKeys.map((day) => [
      day,
      { day, created: noStatuses(), decided: 0, approved: 0, approvalRate: null },
    ]),
  );
  for (const stored of rows.stored) {
    const entry = days.get(stored._id);
    if (!entry) continue;
    for (const status of submissionStatuses) entry.created[status] += stored.created?.[status] ?? 0;
    entry.decided += sum(stored.decided);
    entry.approved += stored.decided?.completed ?? 0;
  }
  let decided = 0;
  let approved = 0;
  for (const entry of days.values()) {
    entry.approvalRate = rate(entry.approved, entry.decided);
    decided += entry.decided;
    approved += entry.approved;
  }
  const oldest = queue.oldestPendingAt;
  return {
    period: { days: rows.days, from: period.from.toISOString(), to: period.to.toISOString() },
    days: [...days.values()],
    approval: { decided, approved, rate: rate(approved, decided) },
    timeToDecision: rows.decisionTimes.map(({ name, count, ms }) => ({
      brand: name ?? '',
      count,
      p50Minutes: toMinutes(ms[0]!),
      p90Minutes: toMinutes(ms[1]!),
    })),
    queue: {
      pending: queue.pending,
      processing: queue.processing,
      oldestPendingAt: oldest?.toISOString() ?? null,
      oldestPendingMinutes: oldest ? toMinutes(period.to.getTime() - oldest.getTime()) : null,
    },
  };
}
