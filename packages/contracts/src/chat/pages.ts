import { z } from 'zod';
import { pageQueryShape } from '../paging/page-query';
import { contactSessionIdField } from './message-field';
import type { ChatThread } from './responses';
import { threadKeyShape, threadKeyRule } from './user-chat';

/**
 * One page of a conversation's messages (docs/product.md#support-chat): the newest page comes
 * first, its items oldest first as they are shown; `nextCursor` asks for the earlier messages.
 */
export interface ChatMessagesPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** GET /api/admin/chat/threads: newest activity first; `total` counts the threads that match. */
export interface ChatThreadsPage {
  items: ChatThread[];
  total: number;
  nextCursor: string | null;
}

/** GET /api/admin/chat/threads?q=&limit=&cursor=: `q` matches the username or the email. */
export const chatThreadsQuerySchema = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  ...pageQueryShape,
});
export type ChatThreadsQuery = z.output<typeof chatThreadsQuerySchema>;

/** GET /api/chat/messages?limit=&cursor= */
export const chatMessagesQuerySchema = z.object(pageQueryShape);
export type ChatMessagesQuery = z.output<typeof chatMessagesQuerySchema>;

/** GET /api/contact/messages?sessionId=&limit=&cursor= */
export const contactSessionQuerySchema = z.object({
  sessionId: contactSessionIdField,
  ...pageQueryShape,
});

/** GET /api/admin/chat/messages?userId= or ?sessionId=, and &limit=&cursor= */
export const adminChatMessagesQuerySchema = z
  .object({ ...threadKeyShape, ...pageQueryShape })
  .refine(...threadKeyRule);
export type AdminChatMessagesQuery = z.output<typeof adminChatMessagesQuerySchema>;
