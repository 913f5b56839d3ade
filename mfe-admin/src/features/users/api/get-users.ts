import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const usersQueryKey = ['users'] as const;

/** GET /api/admin/users: every platform user with their submission count. */
export function getUsers(): Promise<AdminUserRow[]> {
  return getJson<AdminUserRow[]>('/api/admin/users');
}

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
