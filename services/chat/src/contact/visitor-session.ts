import { createError } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import type { ConversationDocument } from '../conversations/conversation.model';
import { sessionNotFound } from '../conversations/find-thread';

export const sessionExpired =
  'This chat session has expired after 24 hours without a message. Please contact us again from the contact page.';

/**
 * The conversation a visitor's session id opens, while the session is live
 * (docs/product.md#limits): an idle one is refused with 410, an unknown one with 404. The
 * expiry is checked here too, as MongoDB removes expired sessions only about once a minute.
 */
export async function visitorSession(
  sessionId: string,
  { contactSessions, conversations }: Pick<ChatModels, 'contactSessions' | 'conversations'>,
): Promise<ConversationDocument> {
  const live = await contactSessions
    .findOne({ _id: sessionId, expiresAt: { $gt: new Date() } })
    .lean();
  const conversation = live && (await conversations.findById(live.conversationId));
  if (conversation) return conversation;
  if (await conversations.exists({ type: 'contact', sessionId })) {
    throw createError(410, sessionExpired);
  }
  throw createError(404, sessionNotFound);
}
