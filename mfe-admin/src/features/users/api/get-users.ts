import { useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersPageSchema, type AdminUsersPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const usersQueryKey = ['users'] as const;

/** GET /api/admin/users: one page of platform users, searched by the server. */
export function getUsers(q: string, cursor: string | undefined): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  return getJson(`/api/admin/users?${params}`, adminUsersPageSchema);
}

/** Users matching `q`, newest first, page after page. */
export function useUsers(q: string) {
  return useInfiniteQuery({
    queryKey: [...usersQueryKey, q],
    queryFn: ({ pageParam }) => getUsers(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
