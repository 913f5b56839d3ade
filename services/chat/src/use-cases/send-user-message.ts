import type { SessionPrincipal } from '@cardbridge/service-kit';
import type { UserChatMessage } from '@cardbridge/contracts';
import type { UserProfiles } from '../clients/user-profiles.client';
import type { ChatStore } from '../conversations/chat-store';
import { toUserMessage } from '../conversations/conversation.view';

/**
 * A signed-in user writes to support (docs/product.md#support-chat). Their one conversation is
 * opened on the first message, with the email identity knows, for the admin's thread list.
 */
export async function sendUserMessage(
  deps: { store: ChatStore; profiles: UserProfiles },
  input: { user: SessionPrincipal; message: string },
): Promise<UserChatMessage> {
  const { store, profiles } = deps;
  const { user } = input;
  const conversation =
    (await store.findUserConversation(user.id)) ??
    (await store.findOrCreateUserConversation({
      type: 'user',
      userId: user.id,
      sessionId: null,
      displayName: user.username,
      email: await profiles.emailOf(user.id),
      firstName: null,
      lastName: null,
      subject: null,
    }));
  const saved = await store.append(conversation, { message: input.message });
  return toUserMessage(saved);
}
