import { createError } from '@cardbridge/service-kit';
import type { ThreadKey } from '@cardbridge/contracts';
import type { ConversationDocument, ConversationModel } from './conversation.model';

export const sessionNotFound = 'Chat session not found';
export const conversationNotFound = 'Conversation not found';

type Deps = { conversations: ConversationModel };

/** A contact session by its id; 404 when there is none. */
export async function contactSession(
  sessionId: string,
  { conversations }: Deps,
): Promise<ConversationDocument> {
  const conversation = await conversations.findOne({ type: 'contact', sessionId });
  if (!conversation) throw createError(404, sessionNotFound);
  return conversation;
}

/** A signed-in user's one conversation, or null before their first message. */
export const userConversation = (userId: string, { conversations }: Deps) =>
  conversations.findOne({ type: 'user', userId });

/** The thread an admin names by userId or sessionId; 404 when there is none. */
export async function threadByKey(key: ThreadKey, deps: Deps): Promise<ConversationDocument> {
  if (key.sessionId !== undefined) return contactSession(key.sessionId, deps);
  const conversation = await userConversation(key.userId ?? '', deps);
  if (!conversation) throw createError(404, conversationNotFound);
  return conversation;
}
