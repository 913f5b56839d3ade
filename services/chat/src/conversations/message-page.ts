import { newestFirstSlice } from '@cardbridge/service-kit';
import type { PageRequest } from '@cardbridge/service-kit';
import type { MessageDocument, MessageModel } from './message.model';

/**
 * One page of a conversation's messages (docs/product.md#support-chat): the newest `limit`
 * before the cursor, handed back oldest first as they are shown. The cursor is the oldest
 * message shown, so messages arriving meanwhile never shift an earlier page.
 */
export async function messagePage(
  { conversationId, ...page }: PageRequest & { conversationId: string },
  { messages }: { messages: MessageModel },
): Promise<{ items: MessageDocument[]; nextCursor: string | null }> {
  const { items, nextCursor } = await newestFirstSlice(
    messages,
    { conversationId },
    page,
    (doc: MessageDocument) => doc,
  );
  return { items: items.reverse(), nextCursor };
}
