import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPayoutAnswerSchema, type AdminPayout } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { adminPayoutsQueryKey } from './get-admin-payouts';

export type PayoutDecision =
  { id: string; decision: 'approve' } | { id: string; decision: 'decline'; reason: string };

/**
 * POST /api/admin/transactions/{id}/approve, or .../decline with `{ reason }`: the payout after
 * the decision (docs/product.md#four-eyes-approval).
 */
export function decidePayout(change: PayoutDecision): Promise<AdminPayout> {
  const body = change.decision === 'decline' ? { reason: change.reason } : undefined;
  const path = `/api/admin/transactions/${change.id}/${change.decision}`;
  return requestJson('POST', path, adminPayoutAnswerSchema, body);
}

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsQueryKey }),
  });
}
