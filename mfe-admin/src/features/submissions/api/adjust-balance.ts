import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSubmissionSchema, type AdminSubmission } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { adminSubmissionsQueryKey } from './get-admin-submissions';

export interface BalanceAdjustment {
  id: string;
  /** Dollars as typed ('80' or '80.50'); the server checks it. */
  amount: string;
  reason: string;
}

/** POST /api/admin/submissions/{id}/adjust (docs/product.md#balance-adjustments). */
export function adjustBalance({ id, amount, reason }: BalanceAdjustment): Promise<AdminSubmission> {
  return requestJson('POST', `/api/admin/submissions/${id}/adjust`, adminSubmissionSchema, {
    amount,
    reason,
  });
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}
