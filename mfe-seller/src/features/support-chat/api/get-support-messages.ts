import { useInfiniteQuery } from '@tanstack/react-query';
import { userChatMessagePageSchema } from '@cardbridge/contracts';
import type { ChatMessagesPage, UserChatMessage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

/** Polled like the visitor's chat, every 5 seconds (docs/product.md#business-constants). */
export const SUPPORT_MESSAGES_POLL_MS = 5_000;

export const supportMessagesQueryKey = ['support-messages'] as const;

/** GET /api/chat/messages: the newest page, or the one before `cursor`. */
export function getSupportMessages(
  cursor: string | undefined,
): Promise<ChatMessagesPage<UserChatMessage>> {
  const page = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return getJson(`/api/chat/messages${page}`, userChatMessagePageSchema);
}

/**
 * The signed-in user's own support conversation, newest page first, earlier pages on request;
 * an unchanged page is answered 304. `messages` is every loaded message, oldest first.
 */
export function useSupportMessages() {
  const query = useInfiniteQuery({
    queryKey: supportMessagesQueryKey,
    queryFn: ({ pageParam }) => getSupportMessages(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: SUPPORT_MESSAGES_POLL_MS,
  });
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  return { ...query, messages };
}
