import type { ContactChatMessage } from '@cardbridge/contracts';
import { appendMessage } from '../conversations/append-message';
import type { ChatModels } from '../conversations/chat-models';
import { toContactMessage } from '../conversations/conversation.view';
import { withAllowances } from '../flood-control/take-allowances';
import type { Allowance } from '../flood-control/take-allowances';
import { visitorSession } from './visitor-session';

/**
 * A visitor writes in their contact session: an unknown or expired session is refused first
 * (404/410, nothing counted), then the post is counted against the session's and the address's
 * allowances (429 beyond) and saved (docs/product.md#support-chat-limits-chat).
 */
export async function sendContactMessage(
  input: { sessionId: string; message: string; allowances: Allowance[] },
  deps: ChatModels,
): Promise<ContactChatMessage> {
  const conversation = await visitorSession(input.sessionId, deps);
  const saved = await withAllowances(input.allowances, deps, () =>
    appendMessage({ conversation, message: input.message }, deps),
  );
  return toContactMessage(saved);
}
