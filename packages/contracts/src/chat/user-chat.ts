import { z } from 'zod';
import { chatMessageField, contactSessionIdField } from './message-field';

/** POST /api/chat/message: the signed-in user's message to support. */
export const userChatMessageSchema = z.object({ message: chatMessageField });

const userIdField = z
  .string({ error: 'userId is required' })
  .trim()
  .min(1, 'userId is required')
  .max(64, 'userId must be at most 64 characters');

/** POST /api/admin/chat/reply */
export const adminUserReplySchema = z.object({ userId: userIdField, message: chatMessageField });

/**
 * A thread is named by exactly one of userId (a user conversation) or sessionId (a contact
 * session): GET /api/admin/chat/messages and POST /api/admin/chat/mark-read.
 */
export const threadKeyShape = {
  userId: userIdField.optional(),
  sessionId: contactSessionIdField.optional(),
};

export const threadKeyRule = [
  (key: { userId?: string | undefined; sessionId?: string | undefined }) =>
    (key.userId === undefined) !== (key.sessionId === undefined),
  { error: 'Give either userId or sessionId' },
] as const;

export const threadKeySchema = z.object(threadKeyShape).refine(...threadKeyRule);

export type ThreadKey = z.output<typeof threadKeySchema>;
