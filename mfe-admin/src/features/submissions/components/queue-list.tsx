import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { AdminSubmission } from '@cardbridge/contracts';
import { cn } from '@cardbridge/ui';
import { claimStatus } from './claim-status';
import { QueueRow, queueColumns } from './queue-row';
import { targetAge } from './target-age';

interface QueueListProps {
  items: AdminSubmission[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Moves the selection by one (j/k, arrows): -1 up, +1 down. */
  onStep: (by: 1 | -1) => void;
  me: string | undefined;
  now: number;
}

export const rowId = (id: string) => `queue-row-${id}`;

/**
 * The queue as one listbox: it takes the focus once (Tab), the arrows or j/k move the selected
 * row (aria-activedescendant), and the detail pane beside it follows.
 */
export function QueueList({ items, selectedId, onSelect, onStep, me, now }: QueueListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!selectedId) return;
    document.getElementById(rowId(selectedId))?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items[items.length - 1];
    const moves: Record<string, () => void> = {
      ArrowDown: () => onStep(1),
      ArrowUp: () => onStep(-1),
      Home: () => items[0] && onSelect(items[0].id),
      End: () => last && onSelect(last.id),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="rounded-md border border-border">
      <div
        aria-hidden="true"
        className={cn(
          'hidden border-b border-l-4 border-b-border border-l-transparent bg-muted px-2 py-1 text-xs font-medium text-muted-foreground',
          queueColumns,
        )}
      >
        <span>Age · target</span>
        <span>Brand</span>
        <span>Amount</span>
        <span>Seller</span>
        <span>Flags</span>
        <span>Status</span>
        <span>Claim</span>
      </div>
      <ul
        ref={listRef}
        role="listbox"
        aria-label="Submissions queue"
        tabIndex={0}
        aria-activedescendant={selectedId ? rowId(selectedId) : undefined}
        onKeyDown={onKeyDown}
        className="outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background [&:focus-visible_[aria-selected=true]]:outline-2 [&:focus-visible_[aria-selected=true]]:-outline-offset-2 [&:focus-visible_[aria-selected=true]]:outline-primary"
      >
        {items.map((item) => (
          <QueueRow
            key={item.id}
            id={rowId(item.id)}
            submission={item}
            selected={item.id === selectedId}
            age={targetAge(item, now)}
            claim={claimStatus(item, me, now)}
            onSelect={() => {
              onSelect(item.id);
              listRef.current?.focus();
            }}
          />
        ))}
      </ul>
    </div>
  );
}
