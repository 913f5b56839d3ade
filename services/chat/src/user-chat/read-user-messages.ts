import type { UserChatMessage } from '@cardbridge/contracts';
import type { ChatModels } from '../conversations/chat-models';
import { toUserMessage } from '../conversations/conversation.view';
import { userConversation } from '../conversations/find-thread';
import { messagesOf } from '../conversations/message.model';
import type { Versioned } from '@cardbridge/service-kit';

/** A signed-in user reads their own conversation (empty before their first message). */
export async function readUserMessages(
  { userId }: { userId: string },
  deps: Pick<ChatModels, 'conversations' | 'messages'>,
): Promise<Versioned<UserChatMessage[]>> {
  const conversation = await userConversation(userId, deps);
  if (!conversation) return { validator: `u${userId}-none`, load: async () => [] };
  return {
    validator: `u${conversation.id}-${conversation.version}`,
    load: async () => (await messagesOf(deps.messages, conversation.id)).map(toUserMessage),
  };
}
