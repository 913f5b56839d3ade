import { format } from 'date-fns';
import { timelineStageLabels } from '@cardbridge/contracts';
import type { TimelineEntry } from '@cardbridge/contracts';

const when = (iso: string) => format(new Date(iso), 'MMM d, h:mm a');

/**
 * The submission's stages with their times, the estimate of those ahead and a Late mark
 * (docs/product.md#timeline). `paidAt` comes from the seller's payouts: payments knows it.
 */
export function SubmissionTimeline({
  timeline,
  paidAt,
}: {
  timeline: TimelineEntry[];
  paidAt?: string | null;
}) {
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-4">
      {timeline.map((entry) => {
        const at = entry.stage === 'paid' && paidAt ? paidAt : entry.at;
        const late =
          entry.stage === 'paid' && paidAt && entry.expectedAt
            ? paidAt > entry.expectedAt
            : entry.late;
        return (
          <li key={entry.stage} className={at ? '' : 'text-muted-foreground'}>
            <span className="font-medium">{timelineStageLabels[entry.stage]}</span>{' '}
            {at ? when(at) : entry.expectedAt ? `expected by ${when(entry.expectedAt)}` : '—'}
            {late && <span className="ml-1 font-medium text-destructive">(late)</span>}
          </li>
        );
      })}
    </ol>
  );
}
