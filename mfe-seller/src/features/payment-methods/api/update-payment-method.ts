import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodType } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { paymentMethodsQueryKey } from '../../../lib/api/get-payment-methods';

export interface UpdatePaymentMethodInput {
  id: string;
  type: PaymentMethodType;
  accountName: string;
  accountInfo: string;
  isDefault: boolean;
}

export async function updatePaymentMethod({
  id,
  ...patch
}: UpdatePaymentMethodInput): Promise<PaymentMethod> {
  const response = await apiRequest('PATCH', `/api/payment-methods/${id}`, patch);
  return (await response.json()) as PaymentMethod;
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
