import { useQuery } from '@tanstack/react-query';
import { contactChatMessageListSchema, type ContactChatMessage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

/** The visitor's chat is polled every 5 seconds (docs/product.md#support-chat). */
export const CONTACT_MESSAGES_POLL_MS = 5_000;

export const contactMessagesQueryKey = (sessionId: string) =>
  ['contact-messages', sessionId] as const;

export function getContactMessages(sessionId: string): Promise<ContactChatMessage[]> {
  return getJson(
    `/api/contact/messages?sessionId=${encodeURIComponent(sessionId)}`,
    contactChatMessageListSchema,
  );
}

/**
 * The visitor's conversation, polled while a session id exists. The server answers an unchanged
 * conversation 304, so the browser's cache serves each poll without a body on the wire.
 */
export function useContactMessages(sessionId: string | null) {
  return useQuery({
    queryKey: contactMessagesQueryKey(sessionId ?? ''),
    queryFn: () => getContactMessages(sessionId ?? ''),
    enabled: Boolean(sessionId),
    refetchInterval: CONTACT_MESSAGES_POLL_MS,
  });
}
