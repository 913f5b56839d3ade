import { useInfiniteQuery } from '@tanstack/react-query';
import { contactChatMessagePageSchema } from '@cardbridge/contracts';
import type { ChatMessagesPage, ContactChatMessage } from '@cardbridge/contracts';
import { ApiError, getJson } from '@cardbridge/web-kit';

/** The visitor's chat is polled every 5 seconds (docs/product.md#support-chat). */
export const CONTACT_MESSAGES_POLL_MS = 5_000;

export const contactMessagesQueryKey = (sessionId: string) =>
  ['contact-messages', sessionId] as const;

/** GET /api/contact/messages: the newest page, or the one before `cursor`. */
export function getContactMessages(
  sessionId: string,
  cursor: string | undefined,
): Promise<ChatMessagesPage<ContactChatMessage>> {
  const page = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  return getJson(
    `/api/contact/messages?sessionId=${encodeURIComponent(sessionId)}${page}`,
    contactChatMessagePageSchema,
  );
}

/** An expired (410) or unknown (404) session: asking again cannot help, unlike a 503. */
const isRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The visitor's conversation, newest page first, polled while a session id exists and the
 * session answers (an expired or unknown one is not asked again). The server answers an
 * unchanged page 304, so the browser's cache serves each poll without a body on the wire.
 * `messages` is every loaded message, oldest first.
 */
export function useContactMessages(sessionId: string | null) {
  const query = useInfiniteQuery({
    queryKey: contactMessagesQueryKey(sessionId ?? ''),
    queryFn: ({ pageParam }) => getContactMessages(sessionId ?? '', pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(sessionId),
    refetchInterval: (query) => (isRefused(query.state.error) ? false : CONTACT_MESSAGES_POLL_MS),
  });
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  return { ...query, messages };
}
