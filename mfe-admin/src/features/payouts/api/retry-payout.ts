import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPayoutAnswerSchema, type AdminPayout } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { adminPayoutsQueryKey } from './get-admin-payouts';

/** POST /api/admin/transactions/{id}/retry: the failed payout, pending again. */
export function retryPayout(id: string): Promise<AdminPayout> {
  return requestJson('POST', `/api/admin/transactions/${id}/retry`, adminPayoutAnswerSchema);
}

export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsQueryKey }),
  });
}
