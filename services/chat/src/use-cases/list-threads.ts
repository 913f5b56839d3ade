import type { ChatThread } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toThread } from '../conversations/conversation.view';
import type { Versioned } from '../conversations/versioned';

/** An admin lists every conversation, newest activity first, with unread counts. */
export async function listThreads(store: ChatStore): Promise<Versioned<ChatThread[]>> {
  const version = await store.threadsVersion();
  return {
    validator: `t${version}`,
    load: async () => (await store.threads()).map(toThread),
  };
}
