import { useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const adminUsersQueryKey = ['/api/admin/users'] as const;

/** GET /api/admin/users: every platform user with their submission count. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUsersQueryKey,
    queryFn: () => getJson<AdminUserRow[]>(adminUsersQueryKey[0]),
  });
}
