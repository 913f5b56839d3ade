import { queryOptions, useQuery } from '@tanstack/react-query';
import { mySubmissionListSchema, type MySubmission } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const mySubmissionsQueryKey = ['submissions', 'mine'] as const;

/** The seller's submissions are polled every 5 seconds (docs/product.md#api). */
export const MY_SUBMISSIONS_POLL_MS = 5_000;

export function getMySubmissions(): Promise<MySubmission[]> {
  return getJson('/api/my-submissions', mySubmissionListSchema);
}

/**
 * Polled every 5 s and refetched on focus and mount (docs/product.md#api). The server answers an
 * unchanged list 304, so the browser's cache serves each poll without a body on the wire.
 */
export const mySubmissionsQueryOptions = () =>
  queryOptions({
    queryKey: mySubmissionsQueryKey,
    queryFn: getMySubmissions,
    refetchInterval: MY_SUBMISSIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
  });

export function useMySubmissions() {
  return useQuery(mySubmissionsQueryOptions());
}
