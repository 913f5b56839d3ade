import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPayoutsPageSchema, type AdminPayoutsPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const adminPayoutsQueryKey = ['payouts', 'admin'] as const;

/** GET /api/admin/transactions: one page of every payout, newest first. */
export function getAdminPayouts(cursor: string | undefined): Promise<AdminPayoutsPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return getJson(`/api/admin/transactions?${params}`, adminPayoutsPageSchema);
}

/** Every payout, page after page. */
export function useAdminPayouts() {
  return useInfiniteQuery({
    queryKey: adminPayoutsQueryKey,
    queryFn: ({ pageParam }) => getAdminPayouts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
