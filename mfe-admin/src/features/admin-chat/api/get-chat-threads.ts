import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { chatThreadsPageSchema } from '@cardbridge/contracts';
import type { ChatThreadsPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

/** The admin's thread list is polled every 5 seconds (docs/product.md#support-chat). */
export const CHAT_THREADS_POLL_MS = 5_000;

export const chatThreadsQueryKey = ['chat-threads'] as const;

/** GET /api/admin/chat/threads: one page of conversations whose username or email contains q. */
export function getChatThreads(q: string, cursor: string | undefined): Promise<ChatThreadsPage> {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return getJson(`/api/admin/chat/threads${query ? `?${query}` : ''}`, chatThreadsPageSchema);
}

/**
 * Conversations matching `q`, newest activity first, page after page; the server searches. An
 * unchanged page is answered 304.
 */
export function useChatThreads(q: string) {
  return useInfiniteQuery({
    queryKey: [...chatThreadsQueryKey, q],
    queryFn: ({ pageParam }) => getChatThreads(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: CHAT_THREADS_POLL_MS,
    // The rows shown stay while a new search is answered, rather than flashing 'none found'.
    placeholderData: keepPreviousData,
  });
}
