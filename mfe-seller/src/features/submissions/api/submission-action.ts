import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySubmissionSchema } from '@cardbridge/contracts';
import type { MySubmission } from '@cardbridge/contracts';
import { errorMessageFor, requestJson, toast } from '@cardbridge/web-kit';
import { mySubmissionsQueryKey } from '../../../lib/api/get-my-submissions';

/**
 * The seller's own answers on a submission (docs/product.md#seller-trust), each a POST answering
 * the submission as it is now: accept or decline an adjusted balance, cancel a pending card.
 */
export type SubmissionAction = 'accept-adjustment' | 'decline-adjustment' | 'cancel';

export function postSubmissionAction(id: string, action: SubmissionAction): Promise<MySubmission> {
  return requestJson('POST', `/api/my-submissions/${id}/${action}`, mySubmissionSchema, {});
}

/** What the seller is told when the answer is saved, and when it is not. */
const outcomes: Record<SubmissionAction, { saved: string; failed: string }> = {
  'accept-adjustment': {
    saved: 'Adjustment Accepted',
    failed: 'Your answer could not be saved. Please try again.',
  },
  'decline-adjustment': {
    saved: 'Adjustment Declined',
    failed: 'Your answer could not be saved. Please try again.',
  },
  cancel: { saved: 'Submission Cancelled', failed: 'The submission could not be cancelled.' },
};

/**
 * The answer as a mutation that says how it went. The toasts are the mutation's own, not the
 * caller's: the dashboard polls, and a poll that lands while the answer is in flight already
 * shows the submission moved on and unmounts the buttons that asked, whose callbacks then never run.
 */
export function useSubmissionAction(action: SubmissionAction) {
  const queryClient = useQueryClient();
  const { saved, failed } = outcomes[action];
  return useMutation({
    mutationFn: (id: string) => postSubmissionAction(id, action),
    onSuccess: () => toast({ title: saved }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessageFor(error, failed),
        variant: 'destructive',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey });
    },
  });
}
