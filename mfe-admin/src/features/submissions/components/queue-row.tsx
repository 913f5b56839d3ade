import { Flag, UserCheck } from 'lucide-react';
import { submissionSignalLabel } from '@cardbridge/contracts';
import type { AdminSubmission } from '@cardbridge/contracts';
import { cn, SubmissionStatusBadge } from '@cardbridge/ui';
import type { ClaimStatus } from './claim-status';
import { TargetAgeText, type TargetAge } from './target-age';

/** The columns of a row and of the list's header, one grid for both (wide screens). */
export const queueColumns =
  'md:grid md:grid-cols-[8.5rem_minmax(0,1fr)_5rem_minmax(0,1fr)_2.5rem_6.5rem_minmax(0,1.3fr)] md:items-center md:gap-2';

interface QueueRowProps {
  submission: AdminSubmission;
  id: string;
  selected: boolean;
  age: TargetAge;
  claim: ClaimStatus;
  onSelect: () => void;
}

/** One submission as a line of the queue: an option of the list, its text its name. */
export function QueueRow({ submission: s, id, selected, age, claim, onSelect }: QueueRowProps) {
  const signals = s.signals.map((signal) => submissionSignalLabel[signal.type]).join(', ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      data-testid="queue-row"
      onClick={onSelect}
      className={cn(
        'flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-0.5 border-b border-l-4 border-b-border border-l-transparent px-2 py-1 text-sm last:border-b-0',
        queueColumns,
        'hover:bg-accent',
        selected && 'border-l-primary bg-primary/10 hover:bg-primary/10',
      )}
    >
      <span className="order-3 w-full text-xs md:order-none md:w-auto md:text-sm">
        <TargetAgeText {...age} />
      </span>
      <span className="truncate font-medium">{s.brand}</span>
      <span className="tabular-nums">${s.denomination}</span>
      <span className="min-w-0 flex-1 truncate text-muted-foreground">{s.username}</span>
      <span title={signals || undefined}>
        {s.signals.length > 0 && (
          <span className="inline-flex items-center gap-0.5 font-semibold">
            <Flag aria-hidden="true" className="size-3.5 text-destructive" />
            {s.signals.length}
            <span className="sr-only">
              {' '}
              {s.signals.length === 1 ? 'signal' : 'signals'}: {signals}
            </span>
          </span>
        )}
      </span>
      <span>
        <SubmissionStatusBadge status={s.status} />
      </span>
      <span className="order-4 w-full truncate text-xs md:order-none md:w-auto">
        {claim.text && (
          <span className="inline-flex items-center gap-1" title={claim.text}>
            <UserCheck aria-hidden="true" className="size-3.5 shrink-0" />
            {claim.text}
          </span>
        )}
      </span>
    </li>
  );
}
