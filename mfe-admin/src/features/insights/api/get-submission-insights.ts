import { useQuery } from '@tanstack/react-query';
import { submissionInsightsSchema } from '@cardbridge/contracts';
import type { InsightsRange, SubmissionInsights } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const submissionInsightsQueryKey = (days: InsightsRange) =>
  ['insights', 'submissions', days] as const;

/** GET /api/admin/insights/submissions: the review side of the Insights tab. */
export function getSubmissionInsights(days: InsightsRange): Promise<SubmissionInsights> {
  return getJson(`/api/admin/insights/submissions?days=${days}`, submissionInsightsSchema);
}

export function useSubmissionInsights(days: InsightsRange) {
  return useQuery({
    queryKey: submissionInsightsQueryKey(days),
    queryFn: () => getSubmissionInsights(days),
  });
}
