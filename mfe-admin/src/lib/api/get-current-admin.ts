import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSessionResponseSchema, type AdminIdentity } from '@cardbridge/contracts';
import { ApiContractError, getJson } from '@cardbridge/web-kit';

export const currentAdminQueryKey = ['session', 'admin'] as const;

const fiveMinutesMs = 5 * 60 * 1000;

/**
 * GET /api/admin/session: 200 with the admin or null, so a signed-out visit logs no failed
 * request; a failure (network, server) also means "no admin session", but an answer that breaks
 * the contract is an error to see.
 */
export async function getCurrentAdmin(): Promise<AdminIdentity | null> {
  try {
    const { admin } = await getJson('/api/admin/session', adminSessionResponseSchema);
    return admin && { ...admin, mfaEnabled: Boolean(admin.mfaEnabled) };
  } catch (error) {
    if (error instanceof ApiContractError) throw error;
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
