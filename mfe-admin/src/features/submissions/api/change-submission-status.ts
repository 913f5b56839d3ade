import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSubmissionSchema,
  type AdminSubmission,
  type ReasonCode,
  type SubmissionStatus,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { adminSubmissionsQueryKey } from './get-admin-submissions';

export interface StatusChange {
  id: string;
  status: SubmissionStatus;
  reason?: string;
  reasonCode?: ReasonCode;
}

/** PATCH /api/admin/submissions/{id}/status: the updated submission. */
export function changeSubmissionStatus(change: StatusChange): Promise<AdminSubmission> {
  return requestJson('PATCH', `/api/admin/submissions/${change.id}/status`, adminSubmissionSchema, {
    status: change.status,
    reason: change.reason,
    reasonCode: change.reasonCode,
  });
}

export function useChangeSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubmissionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}
