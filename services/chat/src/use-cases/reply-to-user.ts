import type { SessionPrincipal } from '@cardbridge/service-kit';
import type { AdminChatMessage } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toAdminMessage } from '../conversations/conversation.view';
import { threadByKey } from '../conversations/find-thread';

/** An admin answers a signed-in user's conversation; the reply keeps the admin's username. */
export async function replyToUser(
  store: ChatStore,
  input: { admin: SessionPrincipal; userId: string; message: string },
): Promise<AdminChatMessage> {
  const conversation = await threadByKey(store, { userId: input.userId });
  const saved = await store.append(conversation, {
    message: input.message,
    admin: { id: input.admin.id, username: input.admin.username },
  });
  return toAdminMessage(conversation)(saved);
}
