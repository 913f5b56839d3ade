import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactChatMessage } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { contactMessagesQueryKey } from './get-contact-messages';

export async function sendContactMessage(input: {
  sessionId: string;
  message: string;
}): Promise<ContactChatMessage> {
  const response = await apiRequest('POST', '/api/contact/message', input);
  return (await response.json()) as ContactChatMessage;
}

/** POST /api/contact/message; on success the conversation is fetched again. */
export function useSendContactMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendContactMessage({ sessionId, message }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey(sessionId) }),
  });
}
