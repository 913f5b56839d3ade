import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  adminSubmissionsPageSchema,
  type AdminSubmissionOrder,
  type AdminSubmissionsPage,
} from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export interface SubmissionFilters {
  q: string;
  status: string;
  brand: string;
  /** Only submissions carrying a fraud signal. */
  flagged: boolean;
  sort: AdminSubmissionOrder;
}

export const adminSubmissionsQueryKey = ['submissions', 'admin'] as const;

/** GET /api/admin/submissions: one page of the review queue, searched and filtered by the server. */
export function getAdminSubmissions(
  filters: SubmissionFilters,
  cursor: string | undefined,
): Promise<AdminSubmissionsPage> {
  const params = new URLSearchParams({ limit: '30', sort: filters.sort });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.brand !== 'all') params.set('brand', filters.brand);
  if (filters.flagged) params.set('flagged', 'true');
  if (cursor) params.set('cursor', cursor);
  return getJson(`/api/admin/submissions?${params}`, adminSubmissionsPageSchema);
}

/** The queue, page after page ("Load more" keeps what is already shown and where it is). */
export function useAdminSubmissions(filters: SubmissionFilters) {
  return useInfiniteQuery({
    queryKey: [...adminSubmissionsQueryKey, filters],
    queryFn: ({ pageParam }) => getAdminSubmissions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the rows shown stay (no flash, an open dialog stays open).
    placeholderData: keepPreviousData,
  });
}
