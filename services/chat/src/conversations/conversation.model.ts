import { Schema } from 'mongoose';
import type { Connection, HydratedDocumentFromSchema } from 'mongoose';
import type { ChatThreadType } from '@cardbridge/contracts';

/**
 * One support conversation: a signed-in user's (one per user) or a visitor's contact session
 * (docs/product.md#support-chat). It carries what the admin's thread list shows, so the list is
 * one indexed read, and a version that changes with every message or read, which is the
 * validator a poller's conditional request is checked against.
 */
export interface ConversationRecord {
  type: ChatThreadType;
  /** The user's id (type user). */
  userId: string | null;
  /** The contact session id (type contact): random, at least 128 bits. */
  sessionId: string | null;
  /** The user's username, or the visitor's first and last name. */
  displayName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subject: string | null;
  /** Contact sessions start active (docs/product.md#states-and-transitions). */
  status: string;
  lastMessage: string;
  lastMessageAt: Date;
  /** The user's or visitor's messages no admin has read yet. */
  unreadCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<ConversationRecord>(
  {
    type: { type: String, enum: ['user', 'contact'], required: true },
    userId: { type: String, default: null, maxlength: 64 },
    sessionId: { type: String, default: null, maxlength: 255 },
    displayName: { type: String, required: true, maxlength: 201 },
    email: { type: String, default: '', maxlength: 255 },
    firstName: { type: String, default: null, maxlength: 100 },
    lastName: { type: String, default: null, maxlength: 100 },
    subject: { type: String, default: null, maxlength: 255 },
    status: { type: String, default: 'active', maxlength: 50 },
    lastMessage: { type: String, default: '' },
    lastMessageAt: { type: Date, required: true },
    unreadCount: { type: Number, default: 0 },
    version: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'conversations' },
);

// One conversation per user and per session id; the partial filters let the other type's null
// fields coexist.
schema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { type: 'user' }, name: 'one_per_user' },
);
schema.index(
  { sessionId: 1 },
  { unique: true, partialFilterExpression: { type: 'contact' }, name: 'one_per_session' },
);
// The admin's thread list: newest activity first, a page at a time.
schema.index({ lastMessageAt: -1, _id: -1 });
// The threads waiting for an answer (conversation-metrics.ts), counted at every scrape.
schema.index({ unreadCount: 1 }, { partialFilterExpression: { unreadCount: { $gt: 0 } } });

export type ConversationDocument = HydratedDocumentFromSchema<typeof schema>;

export function conversationModel(db: Connection) {
  return db.model('Conversation', schema);
}

export type ConversationModel = ReturnType<typeof conversationModel>;
