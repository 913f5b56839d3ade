import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSubmissionSchema, type AdminSubmission } from '@cardbridge/contracts';
import { apiRequest, readAnswer } from '@cardbridge/web-kit';
import { adminSubmissionsQueryKey } from './get-admin-submissions';

const endpoint = 'POST /api/admin/submissions/next';

/**
 * POST /api/admin/submissions/next: claims the oldest unclaimed pending submission and answers
 * it, or 204 (null here) when nothing is waiting.
 */
export async function reviewNext(): Promise<AdminSubmission | null> {
  const response = await apiRequest('POST', '/api/admin/submissions/next');
  if (response.status === 204) return null;
  return readAnswer(response, adminSubmissionSchema, endpoint);
}

export function useReviewNext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewNext,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}
