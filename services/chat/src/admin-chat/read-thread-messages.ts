import type {
  AdminChatMessage,
  AdminChatMessagesQuery,
  ChatMessagesPage,
} from '@cardbridge/contracts';
import type { Versioned } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { toAdminMessage } from '../conversations/conversation.view';
import { threadByKey } from '../conversations/find-thread';
import { messagePage } from '../conversations/message-page';

/**
 * An admin reads one conversation, newest page first. Reading does not mark it read: the admin
 * screen marks it read when the admin opens it (docs/product.md#support-chat).
 */
export async function readThreadMessages(
  { userId, sessionId, ...page }: AdminChatMessagesQuery,
  deps: Pick<ChatModels, 'conversations' | 'messages'>,
): Promise<Versioned<ChatMessagesPage<AdminChatMessage>>> {
  const conversation = await threadByKey({ userId, sessionId }, deps);
  return {
    validator: `a${conversation.id}-${conversation.version}`,
    load: async () => {
      const { items, nextCursor } = await messagePage(
        { conversationId: conversation.id, ...page },
        deps,
      );
      return { items: items.map(toAdminMessage(conversation)), nextCursor };
    },
  };
}
