import { useQuery } from '@tanstack/react-query';
import { adminSubmissionFacetsSchema, type AdminSubmissionFacets } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';
import { adminSubmissionsQueryKey } from './get-admin-submissions';

/** Under the queue's key, so every change to the queue refreshes the facets too. */
export const submissionFacetsQueryKey = [...adminSubmissionsQueryKey, 'facets'] as const;

/** GET /api/admin/submissions/facets: the brands and status counts of the whole queue. */
export function getSubmissionFacets(): Promise<AdminSubmissionFacets> {
  return getJson('/api/admin/submissions/facets', adminSubmissionFacetsSchema);
}

export function useSubmissionFacets() {
  return useQuery({ queryKey: submissionFacetsQueryKey, queryFn: getSubmissionFacets });
}
