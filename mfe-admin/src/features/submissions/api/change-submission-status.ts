import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubmission, SubmissionStatus } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { adminSubmissionsQueryKey } from './get-admin-submissions';

export interface StatusChange {
  id: string;
  status: SubmissionStatus;
  reason?: string;
}

/** PATCH /api/admin/submissions/{id}/status: the updated submission. */
export async function changeSubmissionStatus(change: StatusChange): Promise<AdminSubmission> {
  const response = await apiRequest('PATCH', `/api/admin/submissions/${change.id}/status`, {
    status: change.status,
    reason: change.reason,
  });
  return (await response.json()) as AdminSubmission;
}

export function useChangeSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubmissionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}
