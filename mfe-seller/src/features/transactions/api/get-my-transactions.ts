import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionListSchema, type Transaction } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const myTransactionsQueryKey = ['transactions', 'mine'] as const;

/** How often a pending payout is checked: the same pace as the submissions list. */
const PENDING_POLL_MS = 5_000;

export function getMyTransactions(): Promise<Transaction[]> {
  return getJson('/api/transactions', transactionListSchema);
}

/**
 * The seller's payouts, newest first (docs/product.md#payouts-and-transactions). Polled only while
 * one is still pending, so "paid" shows up without a reload and an idle dashboard asks nothing.
 */
export const myTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: myTransactionsQueryKey,
    queryFn: getMyTransactions,
    refetchInterval: (query) =>
      query.state.data?.some((t) => t.status === 'pending') ? PENDING_POLL_MS : false,
  });

export function useMyTransactions() {
  return useQuery(myTransactionsQueryOptions());
}
