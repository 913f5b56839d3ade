import type { ComponentProps } from 'react';
import { format } from 'date-fns';
import type { ChatThread } from '@cardbridge/contracts';
import { Badge, SearchInput, cn } from '@cardbridge/ui';
import { LoadMoreButton } from '../../../components/load-more-button';
import { threadIdOf } from '../api/thread-key';

interface ConversationListProps {
  /** The loaded pages' rows, newest activity first. */
  threads: ChatThread[];
  /** How many conversations match the search. */
  total: number;
  search: string;
  onSearch: (search: string) => void;
  pages: ComponentProps<typeof LoadMoreButton>['pages'];
  selectedId: string | null;
  onSelect: (thread: ChatThread) => void;
}

/**
 * The left panel: 'Conversations' with the count of those matching, the search box (the server
 * matches the username or the email, ignoring case; docs/product.md#screens), one row per
 * thread and 'Load more' while there are more.
 */
export function ConversationList({
  threads,
  total,
  search,
  onSearch,
  pages,
  selectedId,
  onSelect,
}: ConversationListProps) {
  return (
    <section aria-labelledby="conversations-heading" className="flex min-h-0 flex-col gap-3">
      <h2 id="conversations-heading" className="flex items-center gap-2 text-lg font-semibold">
        Conversations <Badge variant="secondary">{total}</Badge>
      </h2>
      <SearchInput
        aria-label="Search conversations"
        placeholder="Search conversations..."
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {threads.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No conversations found</p>
      ) : (
        <ul className="flex flex-col gap-1 overflow-y-auto">
          {threads.map((thread) => {
            const id = threadIdOf(thread);
            const selected = id === selectedId;
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  className={cn(
                    'flex w-full flex-col gap-1 rounded-md border px-3 py-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    selected && 'border-primary bg-accent',
                  )}
                  onClick={() => onSelect(thread)}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium">{thread.username}</span>
                    {thread.unreadCount > 0 && (
                      <Badge aria-label={`${thread.unreadCount} unread`}>
                        {thread.unreadCount}
                      </Badge>
                    )}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">{thread.userEmail}</span>
                  <span className="truncate text-sm">{thread.lastMessage}</span>
                  <time dateTime={thread.lastMessageTime} className="text-xs text-muted-foreground">
                    {format(new Date(thread.lastMessageTime), 'MMM d, HH:mm')}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton pages={pages} />
    </section>
  );
}
