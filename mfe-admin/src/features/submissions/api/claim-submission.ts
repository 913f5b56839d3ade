import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionClaimSchema, type SubmissionClaim } from '@cardbridge/contracts';
import { apiRequest, requestJson } from '@cardbridge/web-kit';
import { adminSubmissionsQueryKey } from './get-admin-submissions';

/**
 * POST /api/admin/submissions/{id}/claim: takes (or renews) the 15-minute review lease; 409 with
 * the claimant's name when another admin holds it.
 */
export function claimSubmission(id: string): Promise<SubmissionClaim> {
  return requestJson('POST', `/api/admin/submissions/${id}/claim`, submissionClaimSchema);
}

/** DELETE /api/admin/submissions/{id}/claim: gives the lease back before it runs out. */
export async function releaseClaim(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/submissions/${id}/claim`);
}

export function useClaimSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}

export function useReleaseClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}
