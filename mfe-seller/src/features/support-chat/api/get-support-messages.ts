import { useQuery } from '@tanstack/react-query';
import { userChatMessageListSchema, type UserChatMessage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

/** Polled like the visitor's chat, every 5 seconds (docs/product.md#business-constants). */
export const SUPPORT_MESSAGES_POLL_MS = 5_000;

export const supportMessagesQueryKey = ['support-messages'] as const;

export function getSupportMessages(): Promise<UserChatMessage[]> {
  return getJson('/api/chat/messages', userChatMessageListSchema);
}

/** The signed-in user's own support conversation; an unchanged one is answered 304. */
export function useSupportMessages() {
  return useQuery({
    queryKey: supportMessagesQueryKey,
    queryFn: getSupportMessages,
    refetchInterval: SUPPORT_MESSAGES_POLL_MS,
  });
}
