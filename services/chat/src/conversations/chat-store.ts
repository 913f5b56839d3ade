import type { Connection } from 'mongoose';
import { activityModel } from './activity.model';
import { conversationModel } from './conversation.model';
import type { ConversationDocument, ConversationRecord } from './conversation.model';
import { messageModel } from './message.model';
import type { MessageDocument } from './message.model';

const activityId = 'conversations';

export interface NewMessage {
  message: string;
  /** Set for an admin's reply. */
  admin?: { id: string; username: string };
}

export type NewConversation = Pick<
  ConversationRecord,
  'type' | 'userId' | 'sessionId' | 'displayName' | 'email' | 'firstName' | 'lastName' | 'subject'
>;

/** The chat service's storage: conversations, their messages and the activity counter. */
export function chatStore(db: Connection) {
  const conversations = conversationModel(db);
  const messages = messageModel(db);
  const activity = activityModel(db);

  const bumpActivity = () =>
    activity.updateOne({ _id: activityId }, { $inc: { version: 1 } }, { upsert: true });

  const unreadOf = (conversationId: string) =>
    messages.countDocuments({ conversationId, isAdminReply: false, read: false });

  return {
    /**
     * Builds the indexes and the activity counter; the service reports ready once they exist, so
     * no two first messages race to create the counter.
     */
    init: () =>
      Promise.all([
        conversations.init(),
        messages.init(),
        activity.updateOne({ _id: activityId }, { $setOnInsert: { version: 0 } }, { upsert: true }),
      ]),

    findContact: (sessionId: string) => conversations.findOne({ type: 'contact', sessionId }),
    findUserConversation: (userId: string) => conversations.findOne({ type: 'user', userId }),

    async create(fields: NewConversation): Promise<ConversationDocument> {
      return conversations.create({ ...fields, lastMessageAt: new Date() });
    },

    /** The user's conversation, created on their first message (the unique index decides races). */
    async findOrCreateUserConversation(fields: NewConversation): Promise<ConversationDocument> {
      const existing = await conversations.findOne({ type: 'user', userId: fields.userId });
      if (existing) return existing;
      try {
        return await conversations.create({ ...fields, lastMessageAt: new Date() });
      } catch (error) {
        const winner = await conversations.findOne({ type: 'user', userId: fields.userId });
        if (winner) return winner;
        throw error;
      }
    },

    /** Removes a conversation that never got its first message (undo of a failed start). */
    async remove(conversation: ConversationDocument): Promise<void> {
      await messages.deleteMany({ conversationId: conversation.id });
      await conversations.deleteOne({ _id: conversation._id });
    },

    /**
     * Adds a message, then moves the conversation's summary and version. If the summary cannot be
     * written the message is taken back, so a client is never told "sent" for a half-saved message.
     */
    async append(conversation: ConversationDocument, input: NewMessage): Promise<MessageDocument> {
      const saved = await messages.create({
        conversationId: conversation.id,
        message: input.message,
        isAdminReply: Boolean(input.admin),
        adminUserId: input.admin?.id ?? null,
        adminUsername: input.admin?.username ?? null,
        // An admin's own reply needs no reading by an admin.
        read: Boolean(input.admin),
      });
      try {
        const summary: Record<string, unknown> = {
          lastMessage: saved.message,
          lastMessageAt: saved.createdAt,
        };
        if (!input.admin) summary.unreadCount = await unreadOf(conversation.id);
        await conversations.updateOne(
          { _id: conversation._id },
          { $set: summary, $inc: { version: 1 } },
        );
        await bumpActivity();
      } catch (error) {
        await messages.deleteOne({ _id: saved._id });
        throw error;
      }
      return saved;
    },

    /** Marks the user's or visitor's messages read; the thread's unread count becomes 0. */
    async markRead(conversation: ConversationDocument): Promise<void> {
      await messages.updateMany(
        { conversationId: conversation.id, isAdminReply: false, read: false },
        { $set: { read: true } },
      );
      // Counted again rather than set to 0: a message that arrived meanwhile stays unread.
      const unreadCount = await unreadOf(conversation.id);
      await conversations.updateOne(
        { _id: conversation._id },
        { $set: { unreadCount }, $inc: { version: 1 } },
      );
      await bumpActivity();
    },

    messagesOf: (conversationId: string) =>
      messages.find({ conversationId }).sort({ createdAt: 1, _id: 1 }).lean(),

    threads: () => conversations.find({}).sort({ lastMessageAt: -1, _id: -1 }).lean(),

    /** The validator of the thread list: one read by _id. */
    async threadsVersion(): Promise<number> {
      const doc = await activity.findById(activityId).lean();
      return doc?.version ?? 0;
    },
  };
}

export type ChatStore = ReturnType<typeof chatStore>;
