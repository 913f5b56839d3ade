import type { AdminChatMessage, ThreadKey } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toAdminMessage } from '../conversations/conversation.view';
import { threadByKey } from '../conversations/find-thread';
import type { Versioned } from '../conversations/versioned';

/**
 * An admin reads one conversation. Reading does not mark it read: the admin screen marks it
 * read when the admin opens it (docs/product.md#support-chat).
 */
export async function readThreadMessages(
  store: ChatStore,
  key: ThreadKey,
): Promise<Versioned<AdminChatMessage[]>> {
  const conversation = await threadByKey(store, key);
  return {
    validator: `a${conversation.id}-${conversation.version}`,
    load: async () => (await store.messagesOf(conversation.id)).map(toAdminMessage(conversation)),
  };
}
