import type {
  AdminChatMessage,
  ChatThread,
  ContactChatMessage,
  UserChatMessage,
} from '@cardbridge/contracts';
import type { ConversationRecord } from './conversation.model';
import type { MessageRecord } from './message.model';

type Stored<T> = T & { _id: { toString(): string } };

/** What the visitor reads (docs/product.md#support-chat). */
export const toContactMessage = (doc: MessageRecord): ContactChatMessage => ({
  message: doc.message,
  isUserMessage: !doc.isAdminReply,
  createdAt: doc.createdAt.toISOString(),
});

/** What a signed-in user reads of their own conversation. */
export const toUserMessage = (doc: Stored<MessageRecord>): UserChatMessage => ({
  id: doc._id.toString(),
  message: doc.message,
  isAdminReply: doc.isAdminReply,
  adminUsername: doc.adminUsername,
  createdAt: doc.createdAt.toISOString(),
});

/** What an admin reads; `username` names the sender of each message. */
export const toAdminMessage =
  (conversation: ConversationRecord) =>
  (doc: Stored<MessageRecord>): AdminChatMessage => ({
    id: doc._id.toString(),
    message: doc.message,
    isAdminReply: doc.isAdminReply,
    adminUsername: doc.adminUsername,
    username: doc.isAdminReply ? (doc.adminUsername ?? 'Support') : conversation.displayName,
    createdAt: doc.createdAt.toISOString(),
  });

/** One row of the admin's thread list. */
export const toThread = (doc: ConversationRecord): ChatThread => ({
  userId: doc.userId,
  sessionId: doc.sessionId,
  type: doc.type,
  username: doc.displayName,
  userEmail: doc.email,
  lastMessage: doc.lastMessage,
  lastMessageTime: doc.lastMessageAt.toISOString(),
  unreadCount: doc.unreadCount,
});
