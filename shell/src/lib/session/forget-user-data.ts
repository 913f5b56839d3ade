import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@cardbridge/web-kit';

/**
 * Drops every cached query except the current-user one, so the next person on this browser
 * never sees the previous account's submissions, payment methods or settings.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}
