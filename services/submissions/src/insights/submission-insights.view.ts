import { submissionStatuses, toMinutes } from '@cardbridge/contracts';
import type {
  InsightsRange,
  SubmissionInsights,
  SubmissionStatus,
  SubmissionsDay,
} from '@cardbridge/contracts';
import type { CreatedRow, DecidedRow } from './submission-insights';

export interface SubmissionInsightsRows {
  days: InsightsRange;
  period: { from: Date; to: Date; dayKeys: string[] };
  created: CreatedRow[];
  decided: DecidedRow;
  queue: { pending: number; processing: number; oldestPendingAt: Date | null };
}

const rate = (approved: number, decided: number) =>
  decided === 0 ? null : Math.round((approved / decided) * 1000) / 1000;

const noStatuses = () =>
  Object.fromEntries(submissionStatuses.map((s) => [s, 0])) as Record<SubmissionStatus, number>;

/** What an admin is shown: every day of the period (days without data as zeros), oldest first. */
export function toSubmissionInsights(rows: SubmissionInsightsRows): SubmissionInsights {
  const { period, queue } = rows;
  const days = new Map<string, SubmissionsDay>(
    period.dayKeys.map((day) => [
      day,
      { day, created: noStatuses(), decided: 0, approved: 0, approvalRate: null },
    ]),
  );
  for (const { _id, count } of rows.created) {
    const entry = days.get(_id.day);
    if (entry) entry.created[_id.status] += count;
  }
  for (const { _id, count } of rows.decided.byDay) {
    const entry = days.get(_id.day);
    if (!entry) continue;
    entry.decided += count;
    if (_id.status === 'completed') entry.approved += count;
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
    timeToDecision: rows.decided.byBrand
      .map(({ _id, count, ms }) => ({
        brand: _id,
        count,
        p50Minutes: toMinutes(ms[0]),
        p90Minutes: toMinutes(ms[1]),
      }))
      .sort((a, b) => a.brand.localeCompare(b.brand)),
    queue: {
      pending: queue.pending,
      processing: queue.processing,
      oldestPendingAt: oldest?.toISOString() ?? null,
      oldestPendingMinutes: oldest ? toMinutes(period.to.getTime() - oldest.getTime()) : null,
    },
  };
}
