import type { SessionPrincipal } from '@cardbridge/service-kit';
import type { AdminChatMessage, ThreadKey } from '@cardbridge/contracts';
import { appendMessage } from '../conversations/append-message';
import type { ChatModels } from '../conversations/chat-models';
import { toAdminMessage } from '../conversations/conversation.view';
import { threadByKey } from '../conversations/find-thread';

/**
 * An admin answers a signed-in user's conversation or a visitor's contact session; the reply
 * keeps the admin's username.
 */
export async function replyToThread(
  input: { admin: SessionPrincipal; key: ThreadKey; message: string },
  deps: ChatModels,
): Promise<AdminChatMessage> {
  const conversation = await threadByKey(input.key, deps);
  const saved = await appendMessage(
    {
      conversation,
      message: input.message,
      admin: { id: input.admin.id, username: input.admin.username },
    },
    deps,
  );
  return toAdminMessage(conversation)(saved);
}
