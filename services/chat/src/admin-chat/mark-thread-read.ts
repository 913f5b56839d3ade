import type { ThreadKey } from '@cardbridge/contracts';
import { bumpActivity } from '../conversations/activity.model';
import type { ChatModels } from '../conversations/chat-models';
import { threadByKey } from '../conversations/find-thread';
import { countUnread } from '../conversations/message.model';

/** An admin opens a conversation: its user's or visitor's messages count as read. */
export async function markThreadRead(key: ThreadKey, deps: ChatModels): Promise<void> {
  const { conversations, messages, activity } = deps;
  const conversation = await threadByKey(key, deps);
  await messages.updateMany(
    { conversationId: conversation.id, isAdminReply: false, read: false },
    { $set: { read: true } },
  );
  // Counted again rather than set to 0: a message that arrived meanwhile stays unread.
  const unreadCount = await countUnread(messages, conversation.id);
  await conversations.updateOne(
    { _id: conversation._id },
    { $set: { unreadCount }, $inc: { version: 1 } },
  );
  await bumpActivity(activity);
}
