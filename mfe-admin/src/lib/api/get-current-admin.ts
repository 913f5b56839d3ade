import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIdentity } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const currentAdminQueryKey = ['session', 'admin'] as const;

const fiveMinutesMs = 5 * 60 * 1000;

/** GET /api/admin/me; any failure (401, network) means "no admin session". */
export async function getCurrentAdmin(): Promise<AdminIdentity | null> {
  try {
    const admin = await getJson<Partial<AdminIdentity>>('/api/admin/me');
    return admin.id
      ? { id: admin.id, username: admin.username ?? '', mfaEnabled: Boolean(admin.mfaEnabled) }
      : null;
  } catch {
    return null;
  }
}

/** The admin session check: cached 5 minutes, never retried (docs/product.md#roles-and-permissions). */
export const currentAdminQueryOptions = () =>
  queryOptions({
    queryKey: currentAdminQueryKey,
    queryFn: getCurrentAdmin,
    staleTime: fiveMinutesMs,
    retry: false,
  });

export function useCurrentAdmin() {
  const query = useQuery(currentAdminQueryOptions());
  return { admin: query.data ?? null, isLoading: query.isLoading };
}
