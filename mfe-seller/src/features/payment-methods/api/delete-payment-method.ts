import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@cardbridge/web-kit';
import { paymentMethodsQueryKey } from '../../../lib/api/get-payment-methods';

export async function deletePaymentMethod(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/payment-methods/${id}`);
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
