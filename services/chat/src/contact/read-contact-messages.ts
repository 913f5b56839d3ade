import type { ContactChatMessage } from '@cardbridge/contracts';
import type { ChatModels } from '../conversations/chat-models';
import { toContactMessage } from '../conversations/conversation.view';
import { visitorSession } from './visitor-session';
import { messagesOf } from '../conversations/message.model';
import type { Versioned } from '@cardbridge/service-kit';

/** A visitor (anyone holding the session id) reads the conversation, oldest first. */
export async function readContactMessages(
  { sessionId }: { sessionId: string },
  deps: Pick<ChatModels, 'conversations' | 'messages' | 'contactSessions'>,
): Promise<Versioned<ContactChatMessage[]>> {
  const conversation = await visitorSession(sessionId, deps);
  return {
    validator: `c${conversation.id}-${conversation.version}`,
    load: async () => (await messagesOf(deps.messages, conversation.id)).map(toContactMessage),
  };
}
