import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paymentMethodAnswerSchema,
  type PaymentMethod,
  type PaymentMethodType,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { paymentMethodsQueryKey } from '../../../lib/api/get-payment-methods';

export interface CreatePaymentMethodInput {
  type: PaymentMethodType;
  accountInfo: string;
  accountName?: string;
  isDefault?: boolean;
}

export function createPaymentMethod(input: CreatePaymentMethodInput): Promise<PaymentMethod> {
  return requestJson('POST', '/api/payment-methods', paymentMethodAnswerSchema, input);
}

/** Adds a payout method and refreshes the list. */
export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
