import { useInfiniteQuery } from '@tanstack/react-query';
import { rateHistoryPageSchema, type RateHistoryPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const rateHistoryQueryKey = (slug: string) => ['brands', slug, 'history'] as const;

const PAGE_SIZE = 20;

/** GET /api/admin/brands/{slug}/history: the brand's rate changes, newest first, a page at a time. */
export function getRateHistory(slug: string, cursor?: string): Promise<RateHistoryPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return getJson(
    `/api/admin/brands/${encodeURIComponent(slug)}/history?${query.toString()}`,
    rateHistoryPageSchema,
  );
}

export function useRateHistory(slug: string) {
  return useInfiniteQuery({
    queryKey: rateHistoryQueryKey(slug),
    queryFn: ({ pageParam }) => getRateHistory(slug, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
