import type { ChatMessagesPage } from '@cardbridge/contracts';

/**
 * A conversation paged as the chat service pages it (docs/product.md#support-chat): the newest
 * `size` messages before the request's `cursor` (here simply an index), oldest first, and the
 * cursor of the earlier ones.
 */
export function newestPageOf<T>(
  messages: readonly T[],
  request: Request,
  size = 3,
): ChatMessagesPage<T> {
  const cursor = new URL(request.url).searchParams.get('cursor');
  const before = cursor === null ? messages.length : Number(cursor);
  const from = Math.max(0, before - size);
  return { items: messages.slice(from, before), nextCursor: from > 0 ? String(from) : null };
}
