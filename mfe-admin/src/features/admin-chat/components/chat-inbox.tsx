import { useEffect, useRef, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import type { ChatThread } from '@cardbridge/contracts';
import { Card, CardContent, Spinner } from '@cardbridge/ui';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChatThreads } from '../api/get-chat-threads';
import { useMarkChatRead } from '../api/mark-chat-read';
import { threadIdOf, threadKeyOf } from '../api/thread-key';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

/**
 * The two panels of /admin/chat. The server searches and pages the conversations; the open one
 * stays open when a search hides its row. Opening a conversation marks it read; while it stays
 * open, messages that arrive are marked read too, so its badge does not come back under the
 * admin's eyes.
 */
export function ChatInbox() {
  const [search, setSearch] = useState('');
  const threads = useChatThreads(useDebouncedValue(search));
  const markRead = useMarkChatRead();
  const [opened, setOpened] = useState<ChatThread | null>(null);
  const pages = threads.data?.pages ?? [];
  // A thread with new activity moves to the top: between two polls it may sit on two pages, and
  // the first (newest) copy is the one shown.
  const rows = pages
    .flatMap((page) => page.items)
    .filter((t, i, all) => all.findIndex((o) => threadIdOf(o) === threadIdOf(t)) === i);
  const selectedId = opened ? threadIdOf(opened) : null;
  // The freshest copy of the open thread when a loaded page has it (its unread count moves).
  const selected = rows.find((t) => threadIdOf(t) === selectedId) ?? opened;
  const { mutate: markThreadRead } = markRead;
  // What was last marked read (thread and its newest message): each new visitor message in the
  // open thread is marked once, and a failed mark is not retried in a loop.
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!selected || selected.unreadCount === 0) return;
    const stamp = `${threadIdOf(selected)}@${selected.lastMessageTime}`;
    if (marked.current === stamp) return;
    marked.current = stamp;
    markThreadRead(threadKeyOf(selected));
  }, [selected, markThreadRead]);

  const onSelect = (thread: ChatThread) => setOpened(thread);

  if (threads.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (threads.isError && !threads.data) {
    return (
      <p role="alert" className="text-destructive">
        Conversations could not be loaded. They will be retried automatically.
      </p>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-[20rem_1fr]">
      <Card>
        <CardContent className="pt-6">
          <ConversationList
            threads={rows}
            total={pages[0]?.total ?? 0}
            search={search}
            onSearch={setSearch}
            pages={threads}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          {selected ? (
            <ConversationPane key={selectedId} thread={selected} />
          ) : (
            <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
              <MessageSquare aria-hidden="true" className="size-10" />
              <h2 className="text-lg font-semibold text-foreground">Select a Conversation</h2>
              <p className="text-sm">Choose a conversation on the left to read and reply.</p>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
