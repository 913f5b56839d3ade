import { randomBytes } from 'node:crypto';
import { contactFullMessage } from '@cardbridge/contracts';
import type { ContactForm, ContactSessionResponse } from '@cardbridge/contracts';
import { appendMessage } from '../conversations/append-message';
import type { ChatModels } from '../conversations/chat-models';
import { idleDeadline } from '../conversations/contact-session.model';
import { withAllowances } from '../flood-control/take-allowances';
import type { Allowance } from '../flood-control/take-allowances';

/** 192 random bits: the session id is the visitor's only key to the conversation. */
const newSessionId = () => randomBytes(24).toString('base64url');

/**
 * A visitor sends the contact form (docs/product.md#support-chat): a contact session opens and
 * its first message is the form's full message (subject, sender name and email, message). If
 * that message cannot be saved, the session is removed again: nothing half-made is left. The
 * session stays open while messages come at least once a day (docs/product.md#limits). Each
 * address may open only so many sessions an hour (429 beyond).
 */
export async function startContactSession(
  { form, allowances }: { form: ContactForm; allowances: Allowance[] },
  deps: ChatModels,
): Promise<ContactSessionResponse> {
  return withAllowances(allowances, deps, () => openSession(form, deps));
}

async function openSession(form: ContactForm, deps: ChatModels): Promise<ContactSessionResponse> {
  const { conversations, messages, contactSessions } = deps;
  const now = new Date();
  const sessionId = newSessionId();
  const conversation = await conversations.create({
    type: 'contact',
    userId: null,
    sessionId,
    displayName: `${form.firstName} ${form.lastName}`,
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    subject: form.subject,
    lastMessageAt: now,
  });
  try {
    await contactSessions.create({
      _id: sessionId,
      conversationId: conversation.id,
      expiresAt: idleDeadline(now),
    });
    await appendMessage({ conversation, message: contactFullMessage(form) }, deps);
  } catch (error) {
    await messages.deleteMany({ conversationId: conversation.id });
    await contactSessions.deleteOne({ _id: sessionId });
    await conversations.deleteOne({ _id: conversation._id });
    throw error;
  }
  return { sessionId };
}
