import type { ChatMessagesPage, ContactChatMessage } from '@cardbridge/contracts';
import type { PageRequest, Versioned } from '@cardbridge/service-kit';
import type { ChatModels } from '../conversations/chat-models';
import { toContactMessage } from '../conversations/conversation.view';
import { messagePage } from '../conversations/message-page';
import { visitorSession } from './visitor-session';

/** A visitor (anyone holding a live session id) reads the conversation, newest page first. */
export async function readContactMessages(
  { sessionId, ...page }: PageRequest & { sessionId: string },
  deps: Pick<ChatModels, 'conversations' | 'messages' | 'contactSessions'>,
): Promise<Versioned<ChatMessagesPage<ContactChatMessage>>> {
  const conversation = await visitorSession(sessionId, deps);
  return {
    validator: `c${conversation.id}-${conversation.version}`,
    load: async () => {
      const { items, nextCursor } = await messagePage(
        { conversationId: conversation.id, ...page },
        deps,
      );
      return { items: items.map(toContactMessage), nextCursor };
    },
  };
}
