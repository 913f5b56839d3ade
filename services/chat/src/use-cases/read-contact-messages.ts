import type { ContactChatMessage } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toContactMessage } from '../conversations/conversation.view';
import { contactSession } from '../conversations/find-thread';
import type { Versioned } from '../conversations/versioned';

/** A visitor (anyone holding the session id) reads the conversation, oldest first. */
export async function readContactMessages(
  store: ChatStore,
  sessionId: string,
): Promise<Versioned<ContactChatMessage[]>> {
  const conversation = await contactSession(store, sessionId);
  return {
    validator: `c${conversation.id}-${conversation.version}`,
    load: async () => (await store.messagesOf(conversation.id)).map(toContactMessage),
  };
}
