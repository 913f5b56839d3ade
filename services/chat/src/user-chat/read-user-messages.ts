import type { ChatMessagesPage, UserChatMessage } from '@cardbridge/contracts';
import type { PageRequest, Versioned } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { toUserMessage } from '../conversations/conversation.view';
import { userConversation } from '../conversations/find-thread';
import { messagePage } from '../conversations/message-page';

/** A signed-in user reads their own conversation, newest page first (empty before the first message). */
export async function readUserMessages(
  { userId, ...page }: PageRequest & { userId: string },
  deps: Pick<ChatModels, 'conversations' | 'messages'>,
): Promise<Versioned<ChatMessagesPage<UserChatMessage>>> {
  const conversation = await userConversation(userId, deps);
  if (!conversation) {
    return { validator: `u${userId}-none`, load: async () => ({ items: [], nextCursor: null }) };
  }
  return {
    validator: `u${conversation.id}-${conversation.version}`,
    load: async () => {
      const { items, nextCursor } = await messagePage(
        { conversationId: conversation.id, ...page },
        deps,
      );
      return { items: items.map(toUserMessage), nextCursor };
    },
  };
}
