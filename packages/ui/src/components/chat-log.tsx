import type { ReactNode } from 'react';
import { useScrollToEnd } from '../hooks/use-scroll-to-end';
import { cn } from '../lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

/** A conversation read newest page first: whether earlier messages exist and how to load them. */
export interface EarlierMessages {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
}

export interface ChatLogProps {
  /** The region's accessible name ('Messages', 'Conversation'). */
  label: string;
  /** Messages shown. */
  count: number;
  /** Changes when a newer message arrives (its id); the log scrolls to it. Defaults to `count`. */
  newest?: string | number;
  isLoading?: boolean;
  /** What an empty conversation says. */
  empty?: ReactNode;
  /** 'Load earlier messages' above the messages, while there are earlier ones. */
  earlier?: EarlierMessages;
  className?: string;
  children: ReactNode;
}

/**
 * A conversation's scrolling message area (docs/product.md#support-chat): a `log` region that
 * shows a spinner while loading, the empty text when there is nothing yet, and keeps the newest
 * message in view as messages arrive. Earlier pages load above on request, without scrolling.
 */
export function ChatLog({
  label,
  count,
  newest,
  isLoading,
  empty,
  earlier,
  className,
  children,
}: ChatLogProps) {
  const end = useScrollToEnd(newest ?? count);
  return (
    <div role="log" aria-label={label} className={cn('overflow-y-auto', className)}>
      {isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : count === 0 && empty ? (
        <p className="py-16 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          {earlier?.hasMore && (
            <Button
              variant="outline"
              size="sm"
              className="self-center"
              disabled={earlier.isLoading}
              onClick={earlier.onLoad}
            >
              {earlier.isLoading ? 'Loading...' : 'Load earlier messages'}
            </Button>
          )}
          {children}
        </>
      )}
      <div ref={end} />
    </div>
  );
}
