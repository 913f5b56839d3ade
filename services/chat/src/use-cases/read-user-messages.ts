import type { UserChatMessage } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toUserMessage } from '../conversations/conversation.view';
import type { Versioned } from '../conversations/versioned';

/** A signed-in user reads their own conversation (empty before their first message). */
export async function readUserMessages(
  store: ChatStore,
  userId: string,
): Promise<Versioned<UserChatMessage[]>> {
  const conversation = await store.findUserConversation(userId);
  if (!conversation) return { validator: `u${userId}-none`, load: async () => [] };
  return {
    validator: `u${conversation.id}-${conversation.version}`,
    load: async () => (await store.messagesOf(conversation.id)).map(toUserMessage),
  };
}
