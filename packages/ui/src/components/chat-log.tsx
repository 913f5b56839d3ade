import type { ReactNode } from 'react';
import { useScrollToEnd } from '../hooks/use-scroll-to-end';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export interface ChatLogProps {
  /** The region's accessible name ('Messages', 'Conversation'). */
  label: string;
  /** Messages shown: the log scrolls to the newest whenever it grows. */
  count: number;
  isLoading?: boolean;
  /** What an empty conversation says. */
  empty?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A conversation's scrolling message area (docs/product.md#support-chat): a `log` region that
 * shows a spinner while loading, the empty text when there is nothing yet, and keeps the newest
 * message in view as messages arrive.
 */
export function ChatLog({ label, count, isLoading, empty, className, children }: ChatLogProps) {
  const end = useScrollToEnd(count);
  return (
    <div role="log" aria-label={label} className={cn('overflow-y-auto', className)}>
      {isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : count === 0 && empty ? (
        <p className="py-16 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        children
      )}
      <div ref={end} />
    </div>
  );
}
