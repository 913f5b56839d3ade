import { bumpActivity } from './activity.model';
import type { ChatModels } from './chat-models';
import { idleDeadline } from './contact-session.model';
import type { ConversationDocument } from './conversation.model';
import { countUnread } from './message.model';
import type { MessageDocument } from './message.model';

export interface NewMessage {
  conversation: ConversationDocument;
  message: string;
  /** Set for an admin's reply. */
  admin?: { id: string; username: string };
}

/**
 * Adds a message, then moves the conversation's summary and version. If the summary cannot be
 * written the message is taken back, so a client is never told "sent" for a half-saved message.
 */
export async function appendMessage(
  { conversation, message, admin }: NewMessage,
  { conversations, messages, activity, contactSessions }: ChatModels,
): Promise<MessageDocument> {
  const saved = await messages.create({
    conversationId: conversation.id,
    message,
    isAdminReply: Boolean(admin),
    adminUserId: admin?.id ?? null,
    adminUsername: admin?.username ?? null,
    // An admin's own reply needs no reading by an admin.
    read: Boolean(admin),
  });
  try {
    const summary: Record<string, unknown> = {
      lastMessage: saved.message,
      lastMessageAt: saved.createdAt,
    };
    if (!admin) summary.unreadCount = await countUnread(messages, conversation.id);
    await conversations.updateOne(
      { _id: conversation._id },
      { $set: summary, $inc: { version: 1 } },
    );
    await bumpActivity(activity);
    // Any message keeps a contact session open another 24 hours; an expired one stays expired.
    if (conversation.type === 'contact') {
      await contactSessions.updateOne(
        { _id: conversation.sessionId, expiresAt: { $gt: saved.createdAt } },
        { $set: { expiresAt: idleDeadline(saved.createdAt) } },
      );
    }
  } catch (error) {
    await messages.deleteOne({ _id: saved._id });
    throw error;
  }
  return saved;
}
