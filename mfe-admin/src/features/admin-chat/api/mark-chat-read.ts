import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@cardbridge/web-kit';
import { chatThreadsQueryKey } from './get-chat-threads';
import type { ThreadKey } from './thread-key';

export async function markChatRead(key: ThreadKey): Promise<void> {
  await apiRequest('POST', '/api/admin/chat/mark-read', key);
}

/** Opening a conversation marks it read (docs/product.md#states-and-transitions); the thread list is then refetched. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatThreadsQueryKey }),
  });
}
