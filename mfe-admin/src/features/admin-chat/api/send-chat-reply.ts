import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminChatMessageSchema, type AdminChatMessage } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { chatMessagesQueryKey } from './get-chat-messages';
import { chatThreadsQueryKey } from './get-chat-threads';
import type { ThreadKey } from './thread-key';

/** POST /api/admin/chat/reply for a user, /api/admin/contact/reply for a contact session. */
export function sendChatReply(key: ThreadKey, message: string): Promise<AdminChatMessage> {
  return 'userId' in key
    ? requestJson('POST', '/api/admin/chat/reply', adminChatMessageSchema, {
        userId: key.userId,
        message,
      })
    : requestJson('POST', '/api/admin/contact/reply', adminChatMessageSchema, {
        sessionId: key.sessionId,
        message,
      });
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
