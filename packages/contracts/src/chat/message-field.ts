import { z } from 'zod';

/** docs/product.md#support-chat: every chat message is 1 to 2,000 characters after trimming. */
export const maxChatMessageLength = 2000;

export const chatMessageField = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(maxChatMessageLength, `Message must be at most ${maxChatMessageLength} characters`);

/** A contact session id: the visitor's only key to the conversation (docs/product.md#business-constants: max 255). */
export const contactSessionIdField = z
  .string({ error: 'sessionId is required' })
  .trim()
  .min(1, 'sessionId is required')
  .max(255, 'sessionId must be at most 255 characters');
