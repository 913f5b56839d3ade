import type { ChatThread } from '@cardbridge/contracts';
import { activityVersion } from '../conversations/activity.model';
import type { ChatModels } from '../conversations/chat-models';
import { toThread } from '../conversations/conversation.view';
import type { Versioned } from '@cardbridge/service-kit';

/** An admin lists every conversation, newest activity first, with unread counts. */
export async function listThreads(
  _input: Record<string, never>,
  { conversations, activity }: Pick<ChatModels, 'conversations' | 'activity'>,
): Promise<Versioned<ChatThread[]>> {
  const version = await activityVersion(activity);
  return {
    validator: `t${version}`,
    load: async () =>
      (await conversations.find({}).sort({ lastMessageAt: -1, _id: -1 }).lean()).map(toThread),
  };
}
