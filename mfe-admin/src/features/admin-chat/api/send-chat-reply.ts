import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminChatMessage } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { chatMessagesQueryKey } from './get-chat-messages';
import { chatThreadsQueryKey } from './get-chat-threads';
import type { ThreadKey } from './thread-key';

/** POST /api/admin/chat/reply for a user, /api/admin/contact/reply for a contact session. */
export async function sendChatReply(key: ThreadKey, message: string): Promise<AdminChatMessage> {
  const response =
    'userId' in key
      ? await apiRequest('POST', '/api/admin/chat/reply', { userId: key.userId, message })
      : await apiRequest('POST', '/api/admin/contact/reply', { sessionId: key.sessionId, message });
  return (await response.json()) as AdminChatMessage;
}

export function useSendChatReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, message }: { key: ThreadKey; message: string }) =>
      sendChatReply(key, message),
    onSuccess: (_reply, { key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatMessagesQueryKey(key) }),
        queryClient.invalidateQueries({ queryKey: chatThreadsQueryKey }),
      ]),
  });
}
