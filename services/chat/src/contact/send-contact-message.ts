import type { ContactChatMessage } from '@cardbridge/contracts';
import { appendMessage } from '../conversations/append-message';
import type { ChatModels } from '../conversations/chat-models';
import { toContactMessage } from '../conversations/conversation.view';
import { visitorSession } from './visitor-session';

/** A visitor writes in their contact session; an unknown session is refused with 404. */
export async function sendContactMessage(
  input: { sessionId: string; message: string },
  deps: ChatModels,
): Promise<ContactChatMessage> {
  const conversation = await visitorSession(input.sessionId, deps);
  const saved = await appendMessage({ conversation, message: input.message }, deps);
  return toContactMessage(saved);
}
