import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactChatMessageSchema, type ContactChatMessage } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { contactMessagesQueryKey } from './get-contact-messages';

export function sendContactMessage(input: {
  sessionId: string;
  message: string;
}): Promise<ContactChatMessage> {
  return requestJson('POST', '/api/contact/message', contactChatMessageSchema, input);
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
