import type { ThreadKey } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { threadByKey } from '../conversations/find-thread';

/** An admin opens a conversation: its user's or visitor's messages count as read. */
export async function markThreadRead(store: ChatStore, key: ThreadKey): Promise<void> {
  const conversation = await threadByKey(store, key);
  await store.markRead(conversation);
}
