import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubmissionSchema } from '@cardbridge/contracts';
import type { MySubmission } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { mySubmissionsQueryKey } from '../../../lib/api/get-my-submissions';

/**
 * The seller's own answers on a submission (docs/product.md#seller-trust), each a POST answering
 * the submission as it is now: accept or decline an adjusted balance, cancel a pending card.
 */
export type SubmissionAction = 'accept-adjustment' | 'decline-adjustment' | 'cancel';

export function postSubmissionAction(id: string, action: SubmissionAction): Promise<MySubmission> {
  return requestJson('POST', `/api/my-submissions/${id}/${action}`, mySubmissionSchema, {});
}

export function useSubmissionAction(action: SubmissionAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postSubmissionAction(id, action),
    // Not awaited: the caller's own onSuccess (its toast) runs before the refreshed list
    // unmounts the component that asked (an answered adjustment leaves the dashboard).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey });
    },
  });
}
