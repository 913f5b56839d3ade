import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodType } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';
import { paymentMethodsQueryKey } from '../../../lib/api/get-payment-methods';

export interface CreatePaymentMethodInput {
  type: PaymentMethodType;
  accountInfo: string;
  accountName?: string;
  isDefault?: boolean;
}

export async function createPaymentMethod(input: CreatePaymentMethodInput): Promise<PaymentMethod> {
  const response = await apiRequest('POST', '/api/payment-methods', input);
  return (await response.json()) as PaymentMethod;
}

/** Adds a payout method and refreshes the list. */
export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
