import { Schema } from 'mongoose';
import type { Connection, HydratedDocumentFromSchema } from 'mongoose';

/** One message of a conversation (a user's chat and a contact session's messages in one shape, docs/product.md#support-chat). */
export interface MessageRecord {
  conversationId: string;
  message: string;
  /** True for an admin's reply; false for the user's or visitor's message. */
  isAdminReply: boolean;
  adminUserId: string | null;
  /** The replying admin's username, kept so the conversation names who answered. */
  adminUsername: string | null;
  /** Whether an admin has read it (meaningful for the user's or visitor's messages). */
  read: boolean;
  createdAt: Date;
}

const schema = new Schema<MessageRecord>(
  {
    conversationId: { type: String, required: true },
    message: { type: String, required: true },
    isAdminReply: { type: Boolean, default: false },
    adminUserId: { type: String, default: null },
    adminUsername: { type: String, default: null },
    read: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'messages' },
);

// A conversation's messages a page at a time; and its unread ones, for the count and mark-read.
schema.index({ conversationId: 1, createdAt: -1, _id: -1 });
schema.index({ conversationId: 1, isAdminReply: 1, read: 1 });

export type MessageDocument = HydratedDocumentFromSchema<typeof schema>;

export function messageModel(db: Connection) {
  return db.model('Message', schema);
}

export type MessageModel = ReturnType<typeof messageModel>;

/** The user's or visitor's messages in a conversation that no admin has read yet. */
export const countUnread = (messages: MessageModel, conversationId: string) =>
  messages.countDocuments({ conversationId, isAdminReply: false, read: false });
