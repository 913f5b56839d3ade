import { Clock, TriangleAlert } from 'lucide-react';
import { submissionStatusInfo } from '@cardbridge/contracts';
import type { AdminSubmission } from '@cardbridge/contracts';
import { cn } from '@cardbridge/ui';

const minuteMs = 60_000;

/** 42m, 3h 5m, 2d 4h: short enough for a queue row. */
export function shortDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / minuteMs));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

export interface TargetAge {
  age: string;
  /** Null once the review ended: a decided submission has no time left to count. */
  left: string | null;
  late: boolean;
}

/** A submission's age against its brand's review target (docs/product.md#admin-review). */
export function targetAge(
  submission: Pick<AdminSubmission, 'createdAt' | 'targetAt' | 'status'>,
  now: number,
): TargetAge {
  const age = shortDuration(now - Date.parse(submission.createdAt));
  if (submission.status in submissionStatusInfo && submissionStatusInfo[submission.status].final) {
    return { age, left: null, late: false };
  }
  const leftMs = Date.parse(submission.targetAt) - now;
  return { age, left: shortDuration(Math.abs(leftMs)), late: leftMs < 0 };
}

/**
 * "42m · 18m left", or "1h 5m · Late 5m" in bold with a red warning mark: late is said in words.
 * The words keep the text colour, readable on a selected row's tint in either theme.
 */
export function TargetAgeText({ age, left, late }: TargetAge) {
  return (
    <span className={cn('inline-flex items-center gap-1', late && 'font-semibold')}>
      {late ? (
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0 text-destructive" />
      ) : (
        <Clock aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      )}
      <span>
        {age}
        {left !== null && (late ? ` · Late ${left}` : ` · ${left} left`)}
      </span>
    </span>
  );
}
