import type { ChatThreadsPage, ChatThreadsQuery } from '@cardbridge/contracts';
import { containsText, newestFirstPage } from '@cardbridge/service-kit';
import { activityVersion } from '../conversations/activity.model';
import type { ChatModels } from '../conversations/chat-models';
import { toThread } from '../conversations/conversation.view';
import type { Versioned } from '@cardbridge/service-kit';

/**
 * An admin lists the conversations, newest activity first, a page at a time, optionally those
 * whose username or email contains `q` (any case): the server searches, so the inbox stays
 * fast however many conversations there are. The cursor is the last row's activity time and id
 * (the index on `lastMessageAt`, `_id` serves it).
 */
export async function listThreads(
  { q, ...page }: ChatThreadsQuery,
  { conversations, activity }: Pick<ChatModels, 'conversations' | 'activity'>,
): Promise<Versioned<ChatThreadsPage>> {
  const version = await activityVersion(activity);
  const contains = q ? containsText(q) : null;
  const matching = contains ? { $or: [{ displayName: contains }, { email: contains }] } : {};
  return {
    validator: `t${version}`,
    load: () => newestFirstPage(conversations, matching, page, toThread, 'lastMessageAt'),
  };
}
