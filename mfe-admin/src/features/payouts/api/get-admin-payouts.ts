import { useInfiniteQuery } from '@tanstack/react-query';
import {
  adminPayoutsPageSchema,
  type AdminPayoutsPage,
  type PayoutStatus,
} from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const adminPayoutsQueryKey = ['payouts', 'admin'] as const;

/** GET /api/admin/transactions: one page of every payout (or those of one status), newest first. */
export function getAdminPayouts(
  cursor: string | undefined,
  status?: PayoutStatus,
): Promise<AdminPayoutsPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return getJson(`/api/admin/transactions?${params}`, adminPayoutsPageSchema);
}

/** While a shown payout is being sent, the list looks again this often for its outcome. */
const sendingPollMs = 3_000;

/**
 * Every payout, or every payout of one status, page after page; refreshed while one shown is
 * pending, so an approved payout turns Paid (or Failed) without a reload.
 */
export function useAdminPayouts(status?: PayoutStatus) {
  return useInfiniteQuery({
    queryKey: [...adminPayoutsQueryKey, status ?? 'all'],
    queryFn: ({ pageParam }) => getAdminPayouts(pageParam, status),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((p) => p.status === 'pending'))
        ? sendingPollMs
        : false,
  });
}
