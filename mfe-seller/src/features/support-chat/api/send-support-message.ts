import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserChatMessage } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { supportMessagesQueryKey } from './get-support-messages';

export async function sendSupportMessage(message: string): Promise<UserChatMessage> {
  const response = await apiRequest('POST', '/api/chat/message', { message });
  return (await response.json()) as UserChatMessage;
}

/** POST /api/chat/message; on success the conversation is fetched again. */
export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportMessagesQueryKey }),
  });
}
