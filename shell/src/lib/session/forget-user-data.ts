import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@cardbridge/web-kit';

const isCurrentUser = (key: readonly unknown[]) =>
  key.length === currentUserQueryKey.length &&
  currentUserQueryKey.every((part, i) => key[i] === part);

/**
 * Drops every cached query except the current-user one, so the next person on this browser
 * never sees the previous account's submissions, payment methods or settings.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isCurrentUser(query.queryKey) });
}
