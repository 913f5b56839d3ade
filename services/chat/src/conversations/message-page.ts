import type { PageRequest } from '@cardbridge/service-kit';
import { decodeCursor, encodeCursor } from '@cardbridge/service-kit';
import type { MessageModel, MessageRecord } from './message.model';

type Stored = MessageRecord & { _id: { toString(): string } };

/**
 * One page of a conversation's messages (docs/product.md#support-chat): the newest `limit`
 * before the cursor, handed back oldest first as they are shown. The cursor is the oldest
 * message shown, so messages arriving meanwhile never shift an earlier page.
 */
export async function messagePage(
  { conversationId, limit, cursor }: PageRequest & { conversationId: string },
  { messages }: { messages: MessageModel },
): Promise<{ items: Stored[]; nextCursor: string | null }> {
  const filter: Record<string, unknown> = { conversationId };
  if (cursor) {
    const { at, id } = decodeCursor(cursor);
    filter.$or = [{ createdAt: { $lt: at } }, { createdAt: at, _id: { $lt: id } }];
  }
  const newestFirst = await messages
    .find(filter)
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit + 1)
    .lean();
  const shown = newestFirst.slice(0, limit);
  const oldest = shown[shown.length - 1];
  return {
    items: shown.reverse(),
    nextCursor:
      newestFirst.length > limit && oldest
        ? encodeCursor(oldest.createdAt, oldest._id.toString())
        : null,
  };
}
