import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userChatMessageAnswerSchema, type UserChatMessage } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { supportMessagesQueryKey } from './get-support-messages';

export function sendSupportMessage(message: string): Promise<UserChatMessage> {
  return requestJson('POST', '/api/chat/message', userChatMessageAnswerSchema, { message });
}

/** POST /api/chat/message; on success the conversation is fetched again. */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportMessagesQueryKey }),
  });
}
