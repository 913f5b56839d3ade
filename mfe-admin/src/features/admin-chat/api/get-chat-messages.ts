import { useQuery } from '@tanstack/react-query';
import { adminChatMessageListSchema, type AdminChatMessage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';
import { threadQuery } from './thread-key';
import type { ThreadKey } from './thread-key';

/** The open conversation is polled every 2 seconds (docs/product.md#support-chat). */
export const CHAT_MESSAGES_POLL_MS = 2_000;

export const chatMessagesQueryKey = (key: ThreadKey | null) =>
  ['chat-messages', key ? threadQuery(key) : 'none'] as const;

export function getChatMessages(key: ThreadKey): Promise<AdminChatMessage[]> {
  return getJson(`/api/admin/chat/messages?${threadQuery(key)}`, adminChatMessageListSchema);
}

/** The selected conversation's messages (reading them does not mark them read). */
export function useChatMessages(key: ThreadKey | null) {
  return useQuery({
    queryKey: chatMessagesQueryKey(key),
    queryFn: () => getChatMessages(key ?? { userId: '' }),
    enabled: key !== null,
    refetchInterval: CHAT_MESSAGES_POLL_MS,
  });
}
