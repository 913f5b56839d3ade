import { createError } from '@cardbridge/service-kit';
import type { ThreadKey } from '@cardbridge/contracts';
import type { ChatStore } from './chat-store';
import type { ConversationDocument } from './conversation.model';

export const sessionNotFound = 'Chat session not found';
export const conversationNotFound = 'Conversation not found';

/** A contact session by its id; 404 when there is none. */
export async function contactSession(
  store: ChatStore,
  sessionId: string,
): Promise<ConversationDocument> {
  const conversation = await store.findContact(sessionId);
  if (!conversation) throw createError(404, sessionNotFound);
  return conversation;
}

/** The thread an admin names by userId or sessionId; 404 when there is none. */
export async function threadByKey(store: ChatStore, key: ThreadKey): Promise<ConversationDocument> {
  if (key.sessionId !== undefined) return contactSession(store, key.sessionId);
  const conversation = await store.findUserConversation(key.userId ?? '');
  if (!conversation) throw createError(404, conversationNotFound);
  return conversation;
}
