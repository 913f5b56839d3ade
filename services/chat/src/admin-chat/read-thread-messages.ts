import type { AdminChatMessage, ThreadKey } from '@cardbridge/contracts';
import type { ChatModels } from '../conversations/chat-models';
import { toAdminMessage } from '../conversations/conversation.view';
import { threadByKey } from '../conversations/find-thread';
import { messagesOf } from '../conversations/message.model';
import type { Versioned } from '@cardbridge/service-kit';

/**
 * An admin reads one conversation. Reading does not mark it read: the admin screen marks it
 * read when the admin opens it (docs/product.md#support-chat).
 */
export async function readThreadMessages(
  key: ThreadKey,
  deps: Pick<ChatModels, 'conversations' | 'messages'>,
): Promise<Versioned<AdminChatMessage[]>> {
  const conversation = await threadByKey(key, deps);
  return {
    validator: `a${conversation.id}-${conversation.version}`,
    load: async () =>
      (await messagesOf(deps.messages, conversation.id)).map(toAdminMessage(conversation)),
  };
}
