import { randomBytes } from 'node:crypto';
import { contactFullMessage } from '@cardbridge/contracts';
import type { ContactForm, ContactSessionResponse } from '@cardbridge/contracts';
import { appendMessage } from '../conversations/append-message';
import type { ChatModels } from '../conversations/chat-models';

/** 192 random bits: the session id is the visitor's only key to the conversation. */
const newSessionId = () => randomBytes(24).toString('base64url');

/**
 * A visitor sends the contact form (docs/product.md#support-chat): a contact session opens and
 * its first message is the form's full message (subject, sender name and email, message). If
 * that message cannot be saved, the session is removed again: nothing half-made is left.
 */
export async function startContactSession(
  form: ContactForm,
  deps: ChatModels,
): Promise<ContactSessionResponse> {
  const { conversations, messages } = deps;
  const conversation = await conversations.create({
    type: 'contact',
    userId: null,
    sessionId: newSessionId(),
    displayName: `${form.firstName} ${form.lastName}`,
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    subject: form.subject,
    lastMessageAt: new Date(),
  });
  try {
    await appendMessage({ conversation, message: contactFullMessage(form) }, deps);
  } catch (error) {
    await messages.deleteMany({ conversationId: conversation.id });
    await conversations.deleteOne({ _id: conversation._id });
    throw error;
  }
  return { sessionId: conversation.sessionId ?? '' };
}
