import type { SessionPrincipal, UserProfiles } from '@cardbridge/service-kit';
import type { UserChatMessage } from '@cardbridge/contracts';
import { appendMessage } from '../conversations/append-message';
import type { ChatModels } from '../conversations/chat-models';
import type { ConversationDocument } from '../conversations/conversation.model';
import { toUserMessage } from '../conversations/conversation.view';
import { userConversation } from '../conversations/find-thread';
import { withAllowances } from '../flood-control/take-allowances';
import type { Allowance } from '../flood-control/take-allowances';

type Deps = ChatModels & { profiles: UserProfiles };

/**
 * A signed-in user writes to support (docs/product.md#support-chat), within their and their
 * address's allowances. Their one conversation is
 * opened on the first message, with the email identity knows, for the admin's thread list.
 */
export async function sendUserMessage(
  input: { user: SessionPrincipal; message: string; allowances: Allowance[] },
  deps: Deps,
): Promise<UserChatMessage> {
  // Counted first (429 beyond the limits), given back if the message is not saved after all.
  const saved = await withAllowances(input.allowances, deps, async () => {
    const conversation =
      (await userConversation(input.user.id, deps)) ??
      (await openUserConversation(input.user, deps));
    return appendMessage({ conversation, message: input.message }, deps);
  });
  return toUserMessage(saved);
}

/** Creates the user's conversation; when two first messages race, the unique index decides. */
async function openUserConversation(
  user: SessionPrincipal,
  deps: Deps,
): Promise<ConversationDocument> {
  const email = await deps.profiles.emailOf(user.id);
  try {
    return await deps.conversations.create({
      type: 'user',
      userId: user.id,
      sessionId: null,
      displayName: user.username,
      email,
      lastMessageAt: new Date(),
    });
  } catch (error) {
    const winner = await userConversation(user.id, deps);
    if (winner) return winner;
    throw error;
  }
}
