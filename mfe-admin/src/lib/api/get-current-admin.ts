import { useQuery } from '@tanstack/react-query';
import type { AdminIdentity } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const adminMeQueryKey = ['/api/admin/me'] as const;

const fiveMinutesMs = 5 * 60 * 1000;

/** GET /api/admin/me; any failure (401, network) means "no admin session". */
export async function fetchAdminMe(): Promise<AdminIdentity | null> {
  try {
    const admin = await getJson<Partial<AdminIdentity>>(adminMeQueryKey[0]);
    return admin.id ? { id: admin.id, username: admin.username ?? '' } : null;
  } catch {
    return null;
  }
}

/** The admin session check: cached 5 minutes, never retried (spec section 6). */
export function useAdminMe() {
  const query = useQuery({
    queryKey: adminMeQueryKey,
    queryFn: fetchAdminMe,
    staleTime: fiveMinutesMs,
    retry: false,
  });
  return { admin: query.data ?? null, isLoading: query.isLoading };
}
