import { useInfiniteQuery } from '@tanstack/react-query';
import { adminChatMessagePageSchema } from '@cardbridge/contracts';
import type { AdminChatMessage, ChatMessagesPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';
import { threadQuery } from './thread-key';
import type { ThreadKey } from './thread-key';

/** The open conversation is polled every 2 seconds (docs/product.md#support-chat). */
export const CHAT_MESSAGES_POLL_MS = 2_000;

export const chatMessagesQueryKey = (key: ThreadKey | null) =>
  ['chat-messages', key ? threadQuery(key) : 'none'] as const;

/** GET /api/admin/chat/messages: the newest page, or the one before `cursor`. */
export function getChatMessages(
  key: ThreadKey,
  cursor: string | undefined,
): Promise<ChatMessagesPage<AdminChatMessage>> {
  const page = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  return getJson(`/api/admin/chat/messages?${threadQuery(key)}${page}`, adminChatMessagePageSchema);
}

/**
 * The selected conversation, newest page first, earlier pages on request (reading does not mark
 * it read). `messages` is every loaded message, oldest first.
 */
export function useChatMessages(key: ThreadKey | null) {
  const query = useInfiniteQuery({
    queryKey: chatMessagesQueryKey(key),
    queryFn: ({ pageParam }) => getChatMessages(key ?? { userId: '' }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: key !== null,
    refetchInterval: CHAT_MESSAGES_POLL_MS,
  });
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  return { ...query, messages };
}
