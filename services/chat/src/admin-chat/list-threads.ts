import type { ChatThreadsPage, ChatThreadsQuery } from '@cardbridge/contracts';
import { decodeCursor, encodeCursor } from '@cardbridge/service-kit';
import { activityVersion } from '../conversations/activity.model';
import type { ChatModels } from '../conversations/chat-models';
import { toThread } from '../conversations/conversation.view';
import type { Versioned } from '@cardbridge/service-kit';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An admin lists the conversations, newest activity first, a page at a time, optionally those
 * whose username or email contains `q` (any case): the server searches, so the inbox stays
 * fast however many conversations there are. The cursor is the last row's activity time and id.
 */
export async function listThreads(
  { q, limit, cursor }: ChatThreadsQuery,
  { conversations, activity }: Pick<ChatModels, 'conversations' | 'activity'>,
): Promise<Versioned<ChatThreadsPage>> {
  const version = await activityVersion(activity);
  const matching: Record<string, unknown> = {};
  if (q) {
    const contains = new RegExp(escapeRegExp(q), 'i');
    matching.$or = [{ displayName: contains }, { email: contains }];
  }
  const page: Record<string, unknown> = { ...matching };
  if (cursor) {
    const { at, id } = decodeCursor(cursor);
    page.$and = [
      { $or: [{ lastMessageAt: { $lt: at } }, { lastMessageAt: at, _id: { $lt: id } }] },
    ];
  }
  return {
    validator: `t${version}`,
    load: async () => {
      const [docs, total] = await Promise.all([
        conversations
          .find(page)
          .sort({ lastMessageAt: -1, _id: -1 })
          .limit(limit + 1)
          .lean(),
        conversations.countDocuments(matching),
      ]);
      const shown = docs.slice(0, limit);
      const last = shown[shown.length - 1];
      return {
        items: shown.map(toThread),
        total,
        nextCursor:
          docs.length > limit && last ? encodeCursor(last.lastMessageAt, String(last._id)) : null,
      };
    },
  };
}
