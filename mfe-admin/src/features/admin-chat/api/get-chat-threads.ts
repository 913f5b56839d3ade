import { useQuery } from '@tanstack/react-query';
import { chatThreadListSchema, type ChatThread } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

/** The admin's thread list is polled every 5 seconds (docs/product.md#support-chat). */
export const CHAT_THREADS_POLL_MS = 5_000;

export const chatThreadsQueryKey = ['chat-threads'] as const;

export function getChatThreads(): Promise<ChatThread[]> {
  return getJson('/api/admin/chat/threads', chatThreadListSchema);
}

/** Every conversation, newest activity first; an unchanged list is answered 304. */
export function useChatThreads() {
  return useQuery({
    queryKey: chatThreadsQueryKey,
    queryFn: getChatThreads,
    refetchInterval: CHAT_THREADS_POLL_MS,
  });
}
