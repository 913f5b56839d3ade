import type { ContactChatMessage } from '@cardbridge/contracts';
import type { ChatStore } from '../conversations/chat-store';
import { toContactMessage } from '../conversations/conversation.view';
import { contactSession } from '../conversations/find-thread';

/** A visitor writes in their contact session; an unknown session is refused with 404. */
export async function sendContactMessage(
  store: ChatStore,
  input: { sessionId: string; message: string },
): Promise<ContactChatMessage> {
  const conversation = await contactSession(store, input.sessionId);
  const saved = await store.append(conversation, { message: input.message });
  return toContactMessage(saved);
}
