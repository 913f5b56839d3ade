import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutListSchema, type Payout } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const myPayoutsQueryKey = ['payouts', 'mine'] as const;

/** How often a pending payout is checked: the same pace as the submissions list. */
const PENDING_POLL_MS = 5_000;

export function getMyPayouts(): Promise<Payout[]> {
  return getJson('/api/transactions', payoutListSchema);
}

/**
 * The seller's payouts, newest first (docs/product.md#payouts-and-transactions). Polled only while
 * one is still pending, so "paid" shows up without a reload and an idle dashboard asks nothing.
 */
export const myPayoutsQueryOptions = () =>
  queryOptions({
    queryKey: myPayoutsQueryKey,
    queryFn: getMyPayouts,
    refetchInterval: (query) =>
      query.state.data?.some((payout) => payout.status === 'pending') ? PENDING_POLL_MS : false,
  });

export function useMyPayouts() {
  return useQuery(myPayoutsQueryOptions());
}
