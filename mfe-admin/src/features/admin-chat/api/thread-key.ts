import type { ChatThread } from '@cardbridge/contracts';

/** How the API names a thread: a user conversation by userId, a contact session by sessionId. */
export type ThreadKey = { userId: string } | { sessionId: string };

export function threadKeyOf(thread: ChatThread): ThreadKey {
  return thread.type === 'user'
    ? { userId: thread.userId ?? '' }
    : { sessionId: thread.sessionId ?? '' };
}

/** One string per thread, for React keys, query keys and the selection. */
export function threadIdOf(thread: ChatThread): string {
  return thread.type === 'user' ? `user:${thread.userId}` : `contact:${thread.sessionId}`;
}

export function threadQuery(key: ThreadKey): string {
  return 'userId' in key
    ? `userId=${encodeURIComponent(key.userId)}`
    : `sessionId=${encodeURIComponent(key.sessionId)}`;
}
