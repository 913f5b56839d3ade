import { useInfiniteQuery } from '@tanstack/react-query';
import { adminTransactionsPageSchema, type AdminTransactionsPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const adminTransactionsQueryKey = ['transactions', 'admin'] as const;

/** GET /api/admin/transactions: one page of every payout, newest first. */
export function getAdminTransactions(cursor: string | undefined): Promise<AdminTransactionsPage> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return getJson(`/api/admin/transactions?${params}`, adminTransactionsPageSchema);
}

/** Every payout, page after page. */
export function useAdminTransactions() {
  return useInfiniteQuery({
    queryKey: adminTransactionsQueryKey,
    queryFn: ({ pageParam }) => getAdminTransactions(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
