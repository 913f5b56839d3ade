import type { SessionPrincipal } from '@cardbridge/service-kit';
import type { AdminChatMessage } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toAdminMessage } from '../conversations/conversation.view';
import { threadByKey } from '../conversations/find-thread';

/** An admin answers a visitor's contact session; the reply keeps the admin's username. */
export async function replyToContact(
  store: ChatStore,
  input: { admin: SessionPrincipal; sessionId: string; message: string },
): Promise<AdminChatMessage> {
  const conversation = await threadByKey(store, { sessionId: input.sessionId });
  const saved = await store.append(conversation, {
    message: input.message,
    admin: { id: input.admin.id, username: input.admin.username },
  });
  return toAdminMessage(conversation)(saved);
}
