import { z } from 'zod';
import { pageAnswerSchema } from '../paging/page-answer';
import type { ChatMessagesPage, ChatThreadsPage } from './pages';
import type {
  AdminChatMessage,
  ChatThread,
  ContactChatMessage,
  ContactSessionResponse,
  UserChatMessage,
} from './responses';

/* Schemas of what chat answers the browser; the web kit parses every answer with one. */

/** POST /api/contact */
export const contactSessionResponseSchema = z.object({
  sessionId: z.string(),
}) satisfies z.ZodType<ContactSessionResponse>;

/** GET /api/contact/messages and POST /api/contact/message. */
export const contactChatMessageSchema = z.object({
  message: z.string(),
  isUserMessage: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<ContactChatMessage>;

/** GET /api/chat/messages and POST /api/chat/message (the request body is userChatMessageSchema). */
export const userChatMessageAnswerSchema = z.object({
  id: z.string(),
  message: z.string(),
  isAdminReply: z.boolean(),
  adminUsername: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<UserChatMessage>;

/** GET /api/admin/chat/threads */
export const chatThreadSchema = z.object({
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
  type: z.enum(['user', 'contact']),
  username: z.string(),
  userEmail: z.string(),
  lastMessage: z.string(),
  lastMessageTime: z.string(),
  unreadCount: z.number(),
}) satisfies z.ZodType<ChatThread>;

/** GET /api/admin/chat/messages and the admin's replies. */
export const adminChatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isAdminReply: z.boolean(),
  adminUsername: z.string().nullable(),
  username: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminChatMessage>;

/** A page of a conversation: newest page first, its items oldest first (pages.ts). */
const messagePageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** GET /api/contact/messages */
export const contactChatMessagePageSchema = messagePageSchema(
  contactChatMessageSchema,
) satisfies z.ZodType<ChatMessagesPage<ContactChatMessage>>;

/** GET /api/chat/messages */
export const userChatMessagePageSchema = messagePageSchema(
  userChatMessageAnswerSchema,
) satisfies z.ZodType<ChatMessagesPage<UserChatMessage>>;

/** GET /api/admin/chat/threads */
export const chatThreadsPageSchema = pageAnswerSchema(
  chatThreadSchema,
) satisfies z.ZodType<ChatThreadsPage>;

/** GET /api/admin/chat/messages */
export const adminChatMessagePageSchema = messagePageSchema(
  adminChatMessageSchema,
) satisfies z.ZodType<ChatMessagesPage<AdminChatMessage>>;
